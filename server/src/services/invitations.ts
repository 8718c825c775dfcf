// Guest invitations (docs/adr/0014). An owner creates a link; a guest opens it without
// a login and registers a visitor vehicle to the unit. The vehicle is saved by insertVehicle
// (services/vehicles.ts) as the unit owner's, so the unit's and lot's limits, the warning status
// and the payment rule are the same as for any other vehicle. A use of the link is claimed by
// one UPDATE before that save and given back when the save is refused. This file is the owner's
// side (create, list, revoke) and what both sides share; the guest's side (the link's page, the
// quote and the acceptance) is in invitation-acceptance.ts.
import {
  INVITATION_MAX_NIGHTS,
  INVITATION_MAX_VALID_DAYS,
  INVITATION_MESSAGES,
  addDays,
  allowancesFor,
  isDstr,
  mayExceedUnitByOne,
  type CheckedCreateInvitationRequest,
  type CreateInvitationResponse,
  type Dstr,
  type Invitation,
  type InvitationRefusal,
  type InvitationStatus,
  type UnitRoom,
  type Vehicle,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { findCommunityRow, type CommunityRow } from '../db/queries/communities';
import {
  findInvitationByToken,
  insertInvitation,
  listInvitations,
  platesOfInvitations,
  type InvitationRow,
} from '../db/queries/invitations';
import { findUserById, type UserRow } from '../db/queries/users';
import { countUnitOnsite, unitTakenByDay } from '../db/queries/vehicle-counts';
import type { MailMessage } from '../mail/mailer';
import type { AuthContext } from '../domain/auth-context';
import { todayIn } from '../util/dates';
import { HttpError, badRequest, forbidden, notFound } from '../util/http-error';
import { RULES_NOT_ACCEPTED } from './vehicle-form';
import { type VehicleDeps } from './vehicles';
import { actorOf, inTransaction, recordAudit, type AuditInput } from './audit';
import { refundableByInvitation } from '../db/queries/stay-nights';

export interface InvitationDeps extends VehicleDeps {
  /** Origin of the links (config.publicUrl). */
  publicUrl: string;
  /** Queues a mail (app.mailer.send): never sent inside the request. */
  queueMail: (message: MailMessage) => Promise<void>;
}

/** The guest page of the shell. */
export const invitationPath = (token: string) => `/invite/${encodeURIComponent(token)}`;

export function invitationStatus(row: InvitationRow, today: Dstr): InvitationStatus {
  if (row.revoked_at) return 'revoked';
  if (row.used_count >= row.max_vehicles) return 'used';
  if (row.valid_until < today) return 'expired';
  return 'open';
}

const REFUSALS: Record<Exclude<InvitationStatus, 'open'>, [InvitationRefusal, string]> = {
  used: ['invitation_used', INVITATION_MESSAGES.used],
  expired: ['invitation_expired', INVITATION_MESSAGES.expired],
  revoked: ['invitation_revoked', INVITATION_MESSAGES.revoked],
};

export const unknownLink = () =>
  new HttpError(404, INVITATION_MESSAGES.notFound, 'invitation_not_found');

/** 410 Gone with the reason for a link that was good once. */
export function refusal(status: Exclude<InvitationStatus, 'open'>): HttpError {
  const [code, message] = REFUSALS[status];
  return new HttpError(410, message, code);
}

/** The open invitation of a token and its community, or the 4xx that says why not. */
export async function openInvitation(
  db: Executor,
  token: string,
): Promise<{ row: InvitationRow; community: CommunityRow; today: Dstr }> {
  const row = await findInvitationByToken(db, token);
  const community = row && (await findCommunityRow(db, row.hoaid));
  if (!row || !community) throw unknownLink();
  const today = todayIn(community.timezone);
  const status = invitationStatus(row, today);
  if (status !== 'open') throw refusal(status);
  return { row, community, today };
}

/**
 * Room in the host's unit over an invitation's nights from today (docs/adr/0030): full when the
 * unit's cars (and pending card holds) fill its spaces today, as the save would count them.
 */
export async function unitRoom(
  db: Executor,
  owner: UserRow,
  community: CommunityRow,
  today: Dstr,
  nights: number,
): Promise<UnitRoom> {
  const spaces = allowancesFor(owner, community).maxunitactive;
  const now = await countUnitOnsite(db, owner.id, today);
  const byDay = await unitTakenByDay(db, owner.id, today, nights);
  const taken = now.ownercount + now.rentercount;
  const perNight = byDay.map((cars, index) => (index === 0 ? Math.max(cars, taken) : cars));
  const extraCar = mayExceedUnitByOne({
    use_warning_status: community.use_warning_status,
    warning_grace_date: community.warning_grace_date,
    carowner: 'owner',
    ownercount: now.ownercount,
    rentercount: now.rentercount,
    maxunitactive: spaces,
    checkout: addDays(today, 1),
  });
  return {
    spaces,
    taken,
    full: taken >= spaces,
    can_register: taken < spaces || extraCar,
    nights,
    nights_free: perNight.filter((cars) => cars < spaces).length,
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function createInvitation(
  deps: InvitationDeps,
  auth: AuthContext,
  community: CommunityRow,
  input: CheckedCreateInvitationRequest,
): Promise<CreateInvitationResponse> {
  if (auth.role !== 'owner') throw forbidden();
  const owner = await findUserById(deps.db, auth.userId);
  if (!owner || owner.hoaid !== community.hoaid)
    throw notFound(INVITATION_MESSAGES.invitationNotFound);
  if (!owner.has_read_terms) throw forbidden(RULES_NOT_ACCEPTED);
  const today = todayIn(community.timezone);
  const { nights, valid_until } = input;
  if (!Number.isInteger(nights) || nights < 1 || nights > INVITATION_MAX_NIGHTS) {
    throw badRequest(INVITATION_MESSAGES.nights, { nights: INVITATION_MESSAGES.nights });
  }
  if (
    !isDstr(valid_until) ||
    valid_until < today ||
    valid_until > addDays(today, INVITATION_MAX_VALID_DAYS)
  ) {
    throw badRequest(INVITATION_MESSAGES.validUntil, {
      valid_until: INVITATION_MESSAGES.validUntil,
    });
  }
  // The community's limits cap the link: no more vehicles than the unit may have onsite.
  const unitMax = allowancesFor(owner, community).maxunitactive;
  if (unitMax < 1) throw badRequest(INVITATION_MESSAGES.noParking);
  const max_vehicles = input.max_vehicles ?? 1;
  if (!Number.isInteger(max_vehicles) || max_vehicles < 1 || max_vehicles > unitMax) {
    const message = INVITATION_MESSAGES.maxVehicles(unitMax);
    throw badRequest(message, { max_vehicles: message });
  }
  const { row, token } = await inTransaction(deps.db, async (tx) => {
    const created = await insertInvitation(tx, {
      hoaid: community.hoaid,
      ownerid: owner.id,
      unitnumber: owner.unitnumber,
      guest_name: input.guest_name?.trim() ?? '',
      nights,
      valid_until,
      max_vehicles,
    });
    await recordAudit(tx, actorOf(auth), invitationEntry('create', created.row));
    return created;
  });
  const url = `${deps.publicUrl}${invitationPath(token)}`;
  if (input.email) {
    const guest = row.guest_name ? `Hello ${row.guest_name},` : 'Hello,';
    await deps.queueMail({
      to: input.email,
      subject: `Your parking invitation for ${community.name}`,
      text: `${guest}\n\nunit ${row.unitnumber} of ${community.name} invites you to register your vehicle for up to ${nights} night(s):\n\n${url}\n\nThe link is valid until ${valid_until}.\n`,
      html: `<p>${escapeHtml(guest)}</p><p>Unit ${escapeHtml(row.unitnumber)} of ${escapeHtml(community.name)} invites you to <a href="${url}">register your vehicle</a> for up to ${nights} night(s).</p><p>The link is valid until ${valid_until}.</p>`,
    });
  }
  const room = await unitRoom(deps.db, owner, community, today, nights);
  return { invitation_id: row.id, token, url, valid_until: row.valid_until, room };
}

/** Owners: their unit's invitations; admins: the community's. Newest first. */
export async function getInvitations(
  db: Executor,
  auth: AuthContext,
  community: CommunityRow,
): Promise<Invitation[]> {
  const scope =
    auth.role === 'admin'
      ? { hoaid: community.hoaid }
      : { hoaid: community.hoaid, ownerid: auth.userId };
  const rows = await listInvitations(db, scope);
  const plates = await platesOfInvitations(
    db,
    rows.map((row) => row.id),
  );
  const today = todayIn(community.timezone);
  const refundable = new Map<string, number>();
  for (const part of await refundableByInvitation(
    db,
    rows.map((row) => row.id),
    today,
  )) {
    refundable.set(part.invitation_id, (refundable.get(part.invitation_id) ?? 0) + part.cents);
  }
  return rows.map((row) => ({
    _id: row.id,
    unitnumber: row.unitnumber,
    guest_name: row.guest_name,
    nights: row.nights,
    valid_until: row.valid_until,
    max_vehicles: row.max_vehicles,
    used_count: row.used_count,
    status: invitationStatus(row, today),
    created_at: row.created_at.toISOString(),
    revoked_at: row.revoked_at ? row.revoked_at.toISOString() : null,
    plates: plates.get(row.id) ?? [],
    refundable: (refundable.get(row.id) ?? 0) / 100,
  }));
}

/** An invitation's audit entry (never its token). */
export function invitationEntry(
  action: 'create' | 'revoke' | 'accept',
  row: InvitationRow,
  vehicle?: Vehicle,
): AuditInput {
  const terms = {
    guest_name: row.guest_name,
    nights: row.nights,
    valid_until: row.valid_until,
    max_vehicles: row.max_vehicles,
  };
  return {
    kind: 'invitation',
    action,
    entityid: row.id,
    unitnumber: row.unitnumber,
    plate: vehicle?.plate ?? '',
    vehicleid: vehicle?._id ?? null,
    before: action === 'revoke' ? { status: 'open' } : null,
    after:
      action === 'create'
        ? terms
        : action === 'revoke'
          ? { status: 'revoked' }
          : { guest_name: row.guest_name, enddate: vehicle?.enddate ?? null },
  };
}
