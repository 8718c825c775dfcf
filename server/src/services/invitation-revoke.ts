// Revoking an invitation (docs/adr/0014): the link stops working at once; with end_stay the
// guests' onsite vehicles are set offsite (spec §4 status 0), and with refund_unused the nights
// they paid from today on go back to the card that paid them (docs/adr/0020), through the same
// refund as management's: provider refund, ledger row, audit entry and refund receipt.
import {
  INVITATION_MESSAGES,
  NO_DATE,
  isSentinel,
  type CheckedRevokeInvitationRequest,
  type RevokeInvitationResponse,
} from '@parking/shared/domain';
import type { CommunityRow } from '../db/queries/communities';
import {
  findInvitation,
  markInvitationRevoked,
  vehicleIdsOfInvitation,
} from '../db/queries/invitations';
import { refundableByInvitation } from '../db/queries/stay-nights';
import { SOFT_DELETED, findVehicle } from '../db/queries/vehicle-records';
import type { AuthContext } from '../domain/auth-context';
import { todayIn } from '../util/dates';
import { HttpError, notFound } from '../util/http-error';
import { actorOf, inTransaction, recordAudit } from './audit';
import { invitationEntry } from './invitations';
import { refundPayment } from './payment-refunds';
import { changeVehicleStatus } from './vehicle-status';
import type { VehicleDeps } from './vehicles';

/** The reason the refund carries into the ledger, the audit log and the receipt. */
export const REVOKE_REFUND_REASON = "Invitation revoked: the guest's stay was ended early.";

export const REVOKE_MESSAGES = {
  refunded: (amount: number) => `$${amount.toFixed(2)} of unused guest nights refunded.`,
  refundFailed:
    'The card provider did not refund the unused nights; management can refund them from the Payments panel.',
} as const;

export async function revokeInvitation(
  deps: VehicleDeps,
  auth: AuthContext,
  community: CommunityRow,
  input: CheckedRevokeInvitationRequest,
): Promise<RevokeInvitationResponse> {
  const row = await findInvitation(deps.db, community.hoaid, input.invitation_id);
  if (!row || (auth.role !== 'admin' && row.ownerid !== auth.userId)) {
    throw notFound(INVITATION_MESSAGES.invitationNotFound);
  }
  await inTransaction(deps.db, async (tx) => {
    await markInvitationRevoked(tx, row.id);
    await recordAudit(tx, actorOf(auth), invitationEntry('revoke', row));
  });
  if (!input.end_stay)
    return { message: INVITATION_MESSAGES.revoked_ok, ended_stays: 0, refunded: 0 };
  const today = todayIn(community.timezone);
  let ended = 0;
  for (const vehicleId of await vehicleIdsOfInvitation(deps.db, row.id)) {
    const vehicle = await findVehicle(deps.db, community.hoaid, vehicleId);
    if (!vehicle || vehicle.status_flag === SOFT_DELETED) continue;
    if (isSentinel(vehicle.enddate) || vehicle.enddate < today) continue;
    const change = { vehicleid: vehicleId, status: 0 as const, enddate: NO_DATE, curdate: today };
    await changeVehicleStatus(deps, auth, community, change);
    ended += 1;
  }
  if (!input.refund_unused) {
    return { message: INVITATION_MESSAGES.revoked_ok, ended_stays: ended, refunded: 0 };
  }
  return { ...(await refundUnused(deps, auth, community, row.id, today)), ended_stays: ended };
}

/** Refunds each guest payment's nights from today on; a provider failure is said, not thrown. */
async function refundUnused(
  deps: VehicleDeps,
  auth: AuthContext,
  community: CommunityRow,
  invitationId: string,
  today: string,
): Promise<Omit<RevokeInvitationResponse, 'ended_stays'>> {
  let cents = 0;
  let failed = false;
  for (const part of await refundableByInvitation(deps.db, [invitationId], today)) {
    try {
      await refundPayment(deps, auth, community, {
        payment_id: part.payment_id,
        amount: part.cents / 100,
        reason: REVOKE_REFUND_REASON,
      });
      cents += part.cents;
    } catch (error) {
      // The invitation is revoked and the stay ended whatever the provider answers.
      if (!(error instanceof HttpError)) throw error;
      deps.log?.warn({ err: error, payment: part.payment_id }, 'guest refund on revoke failed');
      failed = true;
    }
  }
  const refunded = cents / 100;
  const lines = [`${INVITATION_MESSAGES.revoked_ok}.`];
  if (refunded > 0) lines.push(REVOKE_MESSAGES.refunded(refunded));
  if (failed) lines.push(REVOKE_MESSAGES.refundFailed);
  return { message: lines.join(' '), refunded };
}
