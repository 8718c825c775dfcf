// Guest quotas on the server (docs/adr/0029-guest-quotas-counted-from-nights.md): every way a
// stay is created or extended (owner, renter, guest invitation, admin) goes through admitOnsite
// or planCheckout, which call checkGuestStay under the unit owner's lock; the vehicle write
// records the nights (recordGuestNights) in the same transaction. The rule itself is the shared
// evaluateGuestStay; this file reads the nights and turns a refusal into a 409.
import {
  GUEST_OVERRIDE_ADMIN_ONLY,
  addDays,
  countsAsGuest,
  evaluateGuestStay,
  guestLimitsOf,
  guestRulesOn,
  isSentinel,
  nightsFrom,
  type Dstr,
  type GuestHistory,
  type GuestLimits,
  type GuestRules,
  type GuestVerdict,
  type Role,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import {
  GUEST_LOOKBACK_NIGHTS,
  lockGuestPlate,
  readGuestNights,
  writeGuestNights,
} from '../db/queries/guest-nights';
import { plateKeyOf } from '../db/queries/stay-nights';
import { HttpError, forbidden } from '../util/http-error';
import { recordAudit, type Actor } from './audit';

export function guestRulesOf(community: CommunityRow): GuestRules {
  return {
    guest_unit_nights: community.guest_unit_nights,
    guest_max_consecutive: community.guest_max_consecutive,
    guest_cooldown_nights: community.guest_cooldown_nights,
    guest_owner_types: community.guest_owner_types,
  };
}

export interface GuestStayRequest {
  community: CommunityRow;
  subject: { hoaid: string; unitnumber: string; plate_key: string };
  /** The car owner type the vehicle has after the change. */
  carownertype: string;
  today: Dstr;
  /** The checkout after the change (1970-01-01: offsite). */
  checkout: Dstr;
  role: Role;
  /** An admin's note to save over a rule (audit-logged by recordGuestOverride). */
  override?: string;
}

export interface GuestCheck {
  limits: GuestLimits;
  /** Set when an admin saved over a refusal: the note and the refusal's message. */
  override: { note: string; message: string } | null;
}

/** Refuses a non-admin's override note (4xx, nothing changes). */
export function checkOverrideNote(role: Role, note: string | undefined): string | undefined {
  const text = note?.trim() || undefined;
  if (text && role !== 'admin') throw forbidden(GUEST_OVERRIDE_ADMIN_ONLY);
  return text;
}

/** The history the rules read: the nights the change replaces are the plate's from today on. */
export async function readGuestHistory(
  tx: Executor,
  subject: GuestStayRequest['subject'],
  today: Dstr,
): Promise<{ history: GuestHistory; previous: Dstr[] }> {
  const rows = await readGuestNights(tx, subject, addDays(today, -GUEST_LOOKBACK_NIGHTS));
  const unitOthers: Dstr[] = [];
  const plateInUnit: Dstr[] = [];
  const plateElsewhere: Dstr[] = [];
  const previous: Dstr[] = [];
  for (const row of rows) {
    const samePlate = row.plate_key === subject.plate_key;
    if (row.unitnumber !== subject.unitnumber) {
      if (samePlate) plateElsewhere.push(row.night);
    } else if (!samePlate) unitOthers.push(row.night);
    else if (row.night >= today) previous.push(row.night);
    else plateInUnit.push(row.night);
  }
  return { history: { unitOthers, plateInUnit, plateElsewhere }, previous };
}

/**
 * The guest rules for a stay: null when they do not apply (rules off, not a guest type, no
 * nights). A stay that adds a night over a rule is refused with 409 over_guest_limit, the
 * message saying what is left and when the plate may return, unless an admin gave a note.
 */
export async function checkGuestStay(
  tx: Executor,
  request: GuestStayRequest,
): Promise<GuestCheck | null> {
  const verdict = await evaluate(tx, request, true);
  if (!verdict) return null;
  if (verdict.allowed) return { limits: guestLimitsOf(verdict), override: null };
  if (request.role === 'admin' && request.override) {
    return {
      limits: guestLimitsOf(verdict, true),
      override: { note: request.override, message: verdict.message },
    };
  }
  throw new HttpError(409, verdict.message, 'over_guest_limit', undefined, {
    guest_limits: guestLimitsOf(verdict),
  });
}

/** A quote's view of the same decision, read without locks: a refusal is its `message`. */
export async function previewGuestStay(
  db: Executor,
  request: GuestStayRequest,
): Promise<GuestLimits | null> {
  const verdict = await evaluate(db, request, false);
  if (!verdict) return null;
  const limits = guestLimitsOf(verdict);
  return verdict.allowed ? limits : { ...limits, message: verdict.message };
}

async function evaluate(
  tx: Executor,
  request: GuestStayRequest,
  lock: boolean,
): Promise<GuestVerdict | null> {
  const rules = guestRulesOf(request.community);
  if (!guestRulesOn(rules) || !countsAsGuest(rules, request.carownertype)) return null;
  if (isSentinel(request.checkout)) return null;
  const { subject, today } = request;
  if (lock && (rules.guest_max_consecutive > 0 || rules.guest_cooldown_nights > 0)) {
    await lockGuestPlate(tx, subject.hoaid, subject.plate_key);
  }
  const { history, previous } = await readGuestHistory(tx, subject, today);
  return evaluateGuestStay({
    rules,
    history,
    previous,
    stay: nightsFrom(today, request.checkout),
    today,
  });
}

/** The vehicle's guest nights from today on, as it is now saved (docs/adr/0029). */
export async function recordGuestNights(
  tx: Executor,
  community: CommunityRow,
  vehicle: {
    id: string;
    hoaid: string;
    unitnumber: string;
    plate: string;
    carownertype: string;
    enddate: Dstr;
    status_flag: number;
  },
  today: Dstr,
): Promise<void> {
  const guest = countsAsGuest(guestRulesOf(community), vehicle.carownertype);
  const stays = guest && vehicle.status_flag !== 9 && !isSentinel(vehicle.enddate);
  await writeGuestNights(
    tx,
    {
      hoaid: vehicle.hoaid,
      unitnumber: vehicle.unitnumber,
      plate_key: plateKeyOf(vehicle.plate, vehicle.id),
      vehicle_id: vehicle.id,
    },
    today,
    stays && vehicle.enddate > today ? vehicle.enddate : null,
  );
}

/** An admin saved over a guest rule: the note and the refusal go to the audit log. */
export async function recordGuestOverride(
  tx: Executor,
  actor: Actor,
  check: GuestCheck | null | undefined,
  vehicle: { id: string; unitnumber: string; plate: string; enddate: Dstr },
): Promise<void> {
  if (!check?.override) return;
  await recordAudit(tx, actor, {
    kind: 'vehicle',
    action: 'override',
    entityid: vehicle.id,
    vehicleid: vehicle.id,
    unitnumber: vehicle.unitnumber,
    plate: vehicle.plate,
    after: {
      guest_override_note: check.override.note,
      guest_refusal: check.override.message,
      enddate: vehicle.enddate,
    },
  });
}
