// A guest's side of an invitation (docs/adr/0014): the link's page, the quote of a
// charged stay and the acceptance that saves the guest's vehicle as the unit owner's, with the
// card payment when the community charges (docs/adr/0016). The owner's side (create,
// list, revoke) is in invitations.ts.
import {
  INVITATION_MESSAGES,
  MANAGEMENT_ONLY_TYPES,
  addDays,
  validateCheckoutDate,
  type CheckedAcceptInvitationRequest,
  type Dstr,
  type GuestStayPrice,
  type CheckedInvitationQuoteRequest,
  type InvitationView,
  type PaymentInput,
  type PaymentQuote,
  type SavedVehicle,
} from '@parking/shared/domain';
import type { Database, Executor } from '../db/client';
import { findCommunity } from '../db/queries/communities';
import { findUserById } from '../db/queries/users';
import { guestReceiptMail } from '../mail/templates';
import { findPaymentByKey } from '../payments/ledger';
import {
  countInvitationUse,
  findInvitationByToken,
  linkInvitationVehicle,
  lockInvitation,
  releaseInvitationUse,
  vehicleIdsOfInvitation,
  type InvitationRow,
} from '../db/queries/invitations';
import type { AuthContext } from '../domain/auth-context';
import { HttpError, badRequest } from '../util/http-error';
import { priceForPayer, quoteForPayer } from './payment-quote-request';
import { replayPaidVehicle } from './payment-replay';
import { MANAGEMENT_PERMISSION } from './vehicle-form';
import { insertVehicle, notifyOnsite, type VehicleDeps } from './vehicles';
import { anonymousActor, recordAudit } from './audit';
import { invitationGuestLimits } from './guest-quotas';
import {
  invitationEntry,
  invitationStatus,
  openInvitation,
  refusal,
  unitRoom,
  unknownLink,
  type InvitationDeps,
} from './invitations';

/** The accept's dependencies: the vehicle save's, and the mail queue for a guest's receipt. */
export type AcceptDeps = VehicleDeps & Pick<InvitationDeps, 'queueMail'>;

/** docs/adr/0030: the guest terms are titled as such; a community without them uses the renter terms. */
export const GUEST_TERMS_TITLE = 'Guest terms and conditions';

/** What the guest page shows (public: only the token's invitation). */
export async function viewInvitation(db: Executor, token: string): Promise<InvitationView> {
  const { row, community: communityRow, today } = await openInvitation(db, token);
  const community = await findCommunity(db, communityRow.hoaid);
  if (!community) throw unknownLink();
  const help = community.help_text;
  // docs/adr/0029: how long the guest may stay under the community's guest rules.
  const guest = await invitationGuestLimits(db, communityRow, row.unitnumber, today);
  const host = await findUserById(db, row.ownerid);
  if (!host) throw unknownLink();
  const vehicle_types = community.parking_spots
    .filter((spot) => !MANAGEMENT_ONLY_TYPES.includes(spot.spot_type.toUpperCase()))
    .map(({ spot_type, spot_display }) => ({ spot_type, spot_display }));
  const last_checkout = addDays(today, row.nights);
  return {
    ...(guest
      ? {
          guest_nights_left: Math.min(row.nights, guest.plate_left ?? row.nights),
          guest_limits: guest,
        }
      : {}),
    community_name: community.name,
    hoaid: community.hoaid,
    unitnumber: row.unitnumber,
    guest_name: row.guest_name,
    rules_text: communityRow.guest_tc || help.renter_tc || help.owner_tc || help.general || '',
    rules_title: GUEST_TERMS_TITLE,
    nights: row.nights,
    valid_until: row.valid_until,
    last_checkout,
    vehicles_left: Math.max(0, row.max_vehicles - row.used_count),
    vehicle_types,
    room: await unitRoom(db, host, communityRow, today, row.nights),
    price: await guestStayPrice(db as Database, row, communityRow, today, vehicle_types),
  };
}

/** The invited stay (today to the last checkout) for the default vehicle type, priced now. */
async function guestStayPrice(
  db: Database,
  row: InvitationRow,
  community: Parameters<typeof quoteForPayer>[2],
  today: Dstr,
  types: { spot_type: string }[],
): Promise<GuestStayPrice | null> {
  const car = types.find((type) => type.spot_type.toUpperCase() === 'CAR') ?? types[0];
  if (!car) return null;
  const checkout = addDays(today, row.nights);
  const request = {
    vehicle_type: car.spot_type,
    carownertype: 'visitor' as const,
    enddate: checkout,
  };
  try {
    const { quote } = await priceForPayer(db, hostOf(row), community, request, today);
    return {
      vehicle_type: car.spot_type,
      checkout,
      nights: quote.nights_paid + quote.nights_free + quote.parking_nights,
      nights_free: quote.nights_free,
      nights_due: quote.nights_due.length,
      dayprice: quote.dayprice,
      total_price: quote.total_price,
      payment_due: quote.payment_due,
    };
  } catch (error) {
    // A night being paid right now (409) has no price to show; the card step asks again.
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}

/** The checkout and vehicle type a guest may pick (400 with the field's message otherwise). */
function checkGuestStay(row: InvitationRow, today: Dstr, enddate: Dstr, vehicleType: string) {
  const last = addDays(today, row.nights);
  const checkoutError = validateCheckoutDate(enddate, today);
  if (checkoutError) throw badRequest(checkoutError, { enddate: checkoutError });
  if (enddate > last) {
    const message = INVITATION_MESSAGES.checkoutBeyond(last);
    throw badRequest(message, { enddate: message });
  }
  if (MANAGEMENT_ONLY_TYPES.includes(vehicleType.trim().toUpperCase())) {
    throw badRequest(MANAGEMENT_PERMISSION, { vehicle_type: MANAGEMENT_PERMISSION });
  }
}

/** The guest saves as the unit owner: the owner's limits, payment rule and quotes. */
const hostOf = (row: InvitationRow): AuthContext => ({
  userId: row.ownerid,
  role: 'owner',
  hoaid: row.hoaid,
  unit: row.unitnumber,
});

/** A guest has no account: the audit log names the role only (userid null). */
const guestOf = (row: InvitationRow) => anonymousActor(row.hoaid, 'guest');

/**
 * Public quote_invitation: the guest's card step shows the server's price of the stay (nights,
 * price per night, total) and pays its quote id, exactly as the host's quote_stay would.
 */
export async function quoteInvitation(
  db: Database,
  input: CheckedInvitationQuoteRequest,
): Promise<PaymentQuote> {
  const { row, community, today } = await openInvitation(db, input.token);
  checkGuestStay(row, today, input.enddate, input.vehicle_type);
  const request = {
    vehicle_type: input.vehicle_type,
    carownertype: 'visitor' as const,
    enddate: input.enddate,
  };
  return quoteForPayer(db, hostOf(row), community, request, today);
}

/**
 * The guest's registration: a visitor vehicle of the unit, onsite through the checkout, saved by
 * insertVehicle under the unit owner's lock (limits, warning status, payment rule). A stay that
 * must be paid answers 402 payment_required unless the guest pays it (acceptPaidInvitation).
 */
export async function acceptInvitation(
  deps: AcceptDeps,
  input: CheckedAcceptInvitationRequest,
): Promise<SavedVehicle> {
  if (input.payment) return acceptPaidInvitation(deps, input, input.payment);
  const { token, enddate, terms, payment: _none, email: _noReceipt, ...fields } = input;
  const { row, community, today } = await openInvitation(deps.db, token);
  checkGuestStay(row, today, enddate, fields.vehicle_type);
  const owner = hostOf(row);
  // One transaction: the invitation's row is locked, the vehicle saved by insertVehicle (its own
  // transaction nests as a savepoint, under the unit owner's lock) and the use counted, so a
  // refused save takes no use and concurrent accepts never pass max_vehicles.
  try {
    const vehicle = await deps.db.transaction(async (tx) => {
      const latest = await lockInvitation(tx, row.id);
      const status = latest ? invitationStatus(latest, today) : 'revoked';
      if (status !== 'open') throw refusal(status);
      const guest = guestOf(row);
      // The owner's onsite mail is queued below, once this transaction has committed (a job
      // queued inside it could run before the vehicle exists for it).
      const saved = await insertVehicle(
        { ...deps, db: tx as Database, notify: undefined },
        owner,
        community,
        { ...fields, carownertype: 'visitor', enddate, terms },
        guest,
      );
      await countInvitationUse(tx, row.id);
      await linkInvitationVehicle(tx, row.id, saved._id);
      await recordAudit(tx, guest, invitationEntry('accept', row, saved));
      return saved;
    });
    await notifyOnsite(deps, vehicle);
    return vehicle;
  } catch (error) {
    if (error instanceof HttpError && error.code === 'payment_required') {
      throw new HttpError(402, INVITATION_MESSAGES.paymentRequired, 'payment_required');
    }
    throw error;
  }
}

/**
 * The guest's card step (docs/adr/0009 flow): a use of the link is claimed in its own short
 * transaction, then insertVehicle reserves, charges the card outside any lock and confirms; a
 * refused, declined or re-priced save gives the use back, so the link stays open. A repeated
 * request with the same idempotency key answers the vehicle it already paid for (no charge).
 */
async function acceptPaidInvitation(
  deps: AcceptDeps,
  input: CheckedAcceptInvitationRequest,
  payment: PaymentInput,
): Promise<SavedVehicle> {
  const { token, enddate, terms, payment: _paid, email, ...fields } = input;
  const replay = await replayForInvitation(deps.db, token, payment);
  if (replay) return replay;
  const { row, community, today } = await openInvitation(deps.db, token);
  checkGuestStay(row, today, enddate, fields.vehicle_type);
  await deps.db.transaction(async (tx) => {
    const latest = await lockInvitation(tx, row.id);
    const status = latest ? invitationStatus(latest, today) : 'revoked';
    if (status !== 'open') throw refusal(status);
    await countInvitationUse(tx, row.id);
  });
  let vehicle: SavedVehicle;
  try {
    vehicle = await insertVehicle(
      deps,
      hostOf(row),
      community,
      { ...fields, carownertype: 'visitor', enddate, terms, payment },
      guestOf(row),
    );
  } catch (error) {
    await releaseInvitationUse(deps.db, row.id);
    throw error;
  }
  // A double-click that waited for the first save gets its vehicle back: one use, one link.
  if ((await vehicleIdsOfInvitation(deps.db, row.id)).includes(vehicle._id)) {
    await releaseInvitationUse(deps.db, row.id);
  } else {
    const saved = vehicle;
    await deps.db.transaction(async (tx) => {
      await linkInvitationVehicle(tx, row.id, saved._id);
      await recordAudit(tx, guestOf(row), invitationEntry('accept', row, saved));
    });
    if (email) await mailGuestReceipt(deps, email, community.name, payment.idempotency_key);
  }
  return vehicle;
}

/** docs/adr/0030: the guest's receipt, queued once the payment is saved; never fails the save. */
async function mailGuestReceipt(deps: AcceptDeps, to: string, community: string, key: string) {
  try {
    const paid = await findPaymentByKey(deps.db, key);
    if (!paid || paid.status !== 'succeeded' || !paid.transaction_id) return;
    await deps.queueMail(
      guestReceiptMail({
        community,
        to,
        plate: paid.plate,
        unitnumber: paid.unitnumber,
        startdate: paid.startdate,
        enddate: paid.enddate,
        nights: paid.nights,
        amount_cents: paid.amount_cents,
        transactionId: paid.transaction_id,
      }),
    );
  } catch (error) {
    deps.log?.error({ err: error }, 'guest receipt not queued');
  }
}

/** The vehicle this invitation already saved with this idempotency key, if any. */
async function replayForInvitation(
  db: Database,
  token: string,
  payment: PaymentInput,
): Promise<SavedVehicle | null> {
  const row = await findInvitationByToken(db, token);
  if (!row) return null;
  const linked = await vehicleIdsOfInvitation(db, row.id);
  if (linked.length === 0) return null;
  try {
    return await replayPaidVehicle(db, payment, (paid) => linked.includes(paid.id));
  } catch (error) {
    // A key spent elsewhere is answered by the normal save (it refuses the key itself).
    if (
      error instanceof HttpError &&
      error.statusCode === 409 &&
      error.code !== 'payment_in_progress'
    )
      return null;
    throw error;
  }
}
