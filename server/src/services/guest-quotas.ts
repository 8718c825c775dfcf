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
  overGuestLimit,
  unitGuestStanding,
  GUEST_WINDOW_NIGHTS,
  isSentinel,
  nightsFrom,
  type Dstr,
  type GuestHistory,
  type GuestLimits,
  type GuestRules,
  type GuestVerdict,
  type GuestPlateStanding,
  type GuestQuotaResponse,
  type GuestQuotaUnit,
  type GuestQuotaUnitsResponse,
  type Role,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import {
  GUEST_LOOKBACK_NIGHTS,
  lockGuestPlate,
  readCommunityGuestNights,
  readGuestNights,
  unitGuestCars,
  unitOwnerNames,
  guestNightsWrites,
} from '../db/queries/guest-nights';
import { plateKeyOf } from '../db/queries/stay-nights';
import { writeTogether } from '../db/queries/together';
import { HttpError, forbidden } from '../util/http-error';
import { recordAudit, type Actor, type AuditInput } from './audit';

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
  vehicle: GuestNightsVehicle,
  today: Dstr,
): Promise<void> {
  const { clear, fill } = guestNightsOf(tx, community, vehicle, today);
  await writeTogether(tx, [clear]);
  if (fill) await fill;
}

type GuestNightsVehicle = {
  id: string;
  hoaid: string;
  unitnumber: string;
  plate: string;
  carownertype: string;
  enddate: Dstr;
  status_flag: number;
};

/** recordGuestNights' writes, built and not sent (db/queries/guest-nights.ts guestNightsWrites). */
export function guestNightsOf(
  tx: Executor,
  community: CommunityRow,
  vehicle: GuestNightsVehicle,
  today: Dstr,
) {
  const guest = countsAsGuest(guestRulesOf(community), vehicle.carownertype);
  const stays = guest && vehicle.status_flag !== 9 && !isSentinel(vehicle.enddate);
  return guestNightsWrites(
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
  await recordAudit(tx, actor, guestOverrideEntry(check, vehicle));
}

/** The audit entry of an admin's save over a guest rule; null when no rule was overridden. */
export function guestOverrideEntry(
  check: GuestCheck | null | undefined,
  vehicle: { id: string; unitnumber: string; plate: string; enddate: Dstr },
): AuditInput | null {
  if (!check?.override) return null;
  return {
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
  };
}

/** The signed-in unit's guest nights: the owner's dashboard (docs/adr/0029). */
export async function unitGuestQuota(
  db: Executor,
  community: CommunityRow,
  unitnumber: string,
  today: Dstr,
): Promise<GuestQuotaResponse> {
  const rules = guestRulesOf(community);
  const from = addDays(today, -GUEST_LOOKBACK_NIGHTS);
  const rows = await readCommunityGuestNights(db, community.hoaid, from, { unitnumber });
  const cars = await unitGuestCars(db, community.hoaid, unitnumber, today);
  const plates: GuestPlateStanding[] = [];
  for (const car of cars) {
    if (!countsAsGuest(rules, car.carownertype)) continue;
    const subject = {
      hoaid: community.hoaid,
      unitnumber,
      plate_key: plateKeyOf(car.plate, car.id),
    };
    const { history, previous } = await readGuestHistory(db, subject, today);
    const verdict = evaluateGuestStay({ rules, history, previous, stay: previous, today });
    plates.push({
      plate: car.plate,
      vehicleid: car.id,
      enddate: car.enddate,
      limits: guestLimitsOf(verdict),
    });
  }
  return {
    rules_on: guestRulesOn(rules),
    guest_unit_nights: rules.guest_unit_nights,
    guest_max_consecutive: rules.guest_max_consecutive,
    guest_cooldown_nights: rules.guest_cooldown_nights,
    guest_owner_types: [...rules.guest_owner_types],
    unit: unitGuestStanding(
      rules,
      rows.map((row) => row.night),
      today,
    ),
    plates,
  };
}

/** The units with guest nights in the last 30 nights or booked, nearest their quota first. */
export async function guestQuotaUnits(
  db: Executor,
  community: CommunityRow,
  today: Dstr,
  limit = 20,
): Promise<GuestQuotaUnitsResponse> {
  const rules = guestRulesOf(community);
  const rows = await readCommunityGuestNights(
    db,
    community.hoaid,
    addDays(today, 1 - GUEST_WINDOW_NIGHTS),
  );
  const byUnit = new Map<string, Dstr[]>();
  for (const row of rows)
    byUnit.set(row.unitnumber, [...(byUnit.get(row.unitnumber) ?? []), row.night]);
  const names = await unitOwnerNames(db, community.hoaid, [...byUnit.keys()]);
  const units: GuestQuotaUnit[] = [...byUnit.entries()].map(([unitnumber, nights]) => {
    const standing = unitGuestStanding(rules, nights, today);
    return {
      unitnumber,
      owner_name: names.get(unitnumber) ?? '',
      unit_limit: standing.unit_limit,
      unit_used: standing.unit_used,
      unit_booked: standing.unit_booked,
      unit_left: standing.unit_left,
    };
  });
  units.sort(
    (a, b) =>
      (a.unit_left ?? Number.MAX_SAFE_INTEGER) - (b.unit_left ?? Number.MAX_SAFE_INTEGER) ||
      b.unit_used + b.unit_booked - (a.unit_used + a.unit_booked) ||
      a.unitnumber.localeCompare(b.unitnumber, 'en', { numeric: true }),
  );
  return { rules_on: guestRulesOn(rules), units: units.slice(0, limit) };
}

/** Plate lookup: an onsite guest car whose recorded nights are past a guest rule. */
export async function isOverGuestLimit(
  db: Executor,
  community: CommunityRow,
  vehicle: { id: string; unitnumber: string; plate: string; carownertype: string },
  today: Dstr,
): Promise<boolean> {
  const rules = guestRulesOf(community);
  if (!guestRulesOn(rules) || !countsAsGuest(rules, vehicle.carownertype)) return false;
  const subject = {
    hoaid: community.hoaid,
    unitnumber: vehicle.unitnumber,
    plate_key: plateKeyOf(vehicle.plate, vehicle.id),
  };
  const rows = await readGuestNights(db, subject, addDays(today, -GUEST_LOOKBACK_NIGHTS));
  const unit = new Map<Dstr, number>();
  const plate = new Set<Dstr>();
  for (const row of rows) {
    if (row.unitnumber === subject.unitnumber) unit.set(row.night, (unit.get(row.night) ?? 0) + 1);
    if (row.plate_key === subject.plate_key) plate.add(row.night);
  }
  return overGuestLimit(rules, unit, plate, today);
}

/** An invitation's page: the unit's guest standing for a visitor, null while no rule applies. */
export async function invitationGuestLimits(
  db: Executor,
  community: CommunityRow,
  unitnumber: string,
  today: Dstr,
): Promise<GuestLimits | null> {
  const rules = guestRulesOf(community);
  if (!guestRulesOn(rules) || !countsAsGuest(rules, 'visitor')) return null;
  const rows = await readCommunityGuestNights(
    db,
    community.hoaid,
    addDays(today, -GUEST_LOOKBACK_NIGHTS),
    { unitnumber },
  );
  return unitGuestStanding(
    rules,
    rows.map((row) => row.night),
    today,
  );
}
