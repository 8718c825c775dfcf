// Plate lookup for enforcement, and the duplicate-plate rules of vehicle registration.
// A plate is authorised while a registration of the community with that plate is onsite today
// (checkout today or later, not soft-deleted); anything else reads 'Not authorised'. Lookups
// answer only within the community of the token, and each is kept for the caller's recent list.
import {
  DUMPSTER_PLATE,
  PLATE_MESSAGES,
  isSentinel,
  normalizePlate,
  normalizePlateState,
  type PlateLookupRequest,
  type PlateLookupResponse,
  type Dstr,
  type RecentPlateLookup,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { listSpotTypes, type CommunityRow } from '../db/queries/communities';
import {
  countViolationsOfPlate,
  findPlateForSave,
  findPlateOnsiteElsewhere,
  findVehiclesByPlate,
  insertPlateLookup,
  listRecentPlateLookups,
  paidThroughOf,
} from '../db/queries/plate-lookups';
import { hasDeletedRegistration, lastOffsiteChange } from '../db/queries/plate-reasons';
import type { VehicleRow } from '../db/queries/vehicle-records';
import type { AuthContext } from '../domain/auth-context';
import { todayIn } from '../util/dates';
import { badRequest, conflict } from '../util/http-error';
import { towStatusOf } from './tow-list';
import { isOverUnitLimit } from './warning-mode';
import { isOverGuestLimit } from './guest-quotas';

/** The enforce page lists this many of the caller's lookups. */
export const RECENT_LOOKUPS = 20;

function onsiteOn(vehicle: VehicleRow, today: string): boolean {
  return !isSentinel(vehicle.enddate) && vehicle.enddate >= today;
}

export async function lookupPlate(
  db: Executor,
  auth: AuthContext,
  community: CommunityRow,
  input: PlateLookupRequest,
  now: Date = new Date(),
): Promise<PlateLookupResponse> {
  const plate = normalizePlate(input.plate);
  if (!plate)
    throw badRequest(PLATE_MESSAGES.lookupRequired, { plate: PLATE_MESSAGES.lookupRequired });
  const plateState = input.plate_state ? normalizePlateState(input.plate_state) : '';
  const today = todayIn(community.timezone, now);
  const found = await findVehiclesByPlate(db, community.hoaid, plate, plateState || undefined);
  // The onsite registration authorises; otherwise the latest one tells whose plate it was.
  const onsite = found.find((vehicle) => onsiteOn(vehicle, today));
  const vehicle = onsite ?? found[0];
  const violation_count = await countViolationsOfPlate(db, community.hoaid, plate);
  const answer: PlateLookupResponse = { plate, authorised: onsite !== undefined, violation_count };
  if (vehicle) {
    const spot = (await listSpotTypes(db, community.hoaid)).find(
      (s) => s.spot_type.toUpperCase() === vehicle.vehicle_type.toUpperCase(),
    );
    const paidThrough = await paidThroughOf(db, vehicle.id);
    Object.assign(answer, {
      unitnumber: vehicle.unitnumber,
      vehicle_type: spot?.spot_display ?? vehicle.vehicle_type,
      make: vehicle.make,
      model: vehicle.model,
      plate_state: vehicle.plate_state,
      carownertype: vehicle.carownertype,
      ...(isSentinel(vehicle.enddate) ? {} : { enddate: vehicle.enddate }),
      ...(paidThrough ? { paid_through: paidThrough } : {}),
    });
  }
  if (!answer.authorised) {
    Object.assign(answer, await whyNotAuthorised(db, community.hoaid, plate, plateState, vehicle));
  }
  // docs/adr/0027: a plate on the tow list says so, with the violations behind it (additive).
  const tow = await towStatusOf(db, community, plate);
  if (tow) Object.assign(answer, tow);
  // Warning mode (docs/adr/0028): the unit's extra car is authorised, and said to be over.
  if (onsite && (await isOverUnitLimit(db, community, onsite, today)).over) {
    answer.over_unit_limit = true;
  }
  // docs/adr/0029: an onsite guest car past its nights in a row or its unit's guest quota.
  if (onsite && (await isOverGuestLimit(db, community, onsite, today))) {
    answer.over_guest_limit = true;
  }
  await insertPlateLookup(db, {
    hoaid: community.hoaid,
    user_id: auth.userId,
    plate,
    plate_state: plateState,
    authorised: answer.authorised,
    unitnumber: onsite?.unitnumber ?? '',
  });
  return answer;
}

/**
 * Why a plate is not authorised (docs/adr/0026-owner-day-in-one-tap.md): the latest registration
 * is offsite (since its last change to offsite) or its checkout has passed; without one, the
 * community only holds deleted registrations of it, or none at all.
 */
async function whyNotAuthorised(
  db: Executor,
  hoaid: string,
  plate: string,
  plateState: string,
  vehicle: VehicleRow | undefined,
): Promise<Pick<PlateLookupResponse, 'reason' | 'offsite_since'>> {
  if (vehicle && isSentinel(vehicle.enddate)) {
    const since = await lastOffsiteChange(db, vehicle.id);
    return since ? { reason: 'offsite', offsite_since: since } : { reason: 'offsite' };
  }
  if (vehicle) return { reason: 'expired' };
  const deleted = await hasDeletedRegistration(db, hoaid, plate, plateState || undefined);
  return { reason: deleted ? 'deleted' : 'unknown' };
}

export async function recentPlateLookups(
  db: Executor,
  auth: AuthContext,
): Promise<RecentPlateLookup[]> {
  const rows = await listRecentPlateLookups(db, auth.hoaid, auth.userId, RECENT_LOOKUPS);
  return rows.map((row) => ({
    _id: row.id,
    plate: row.plate,
    plate_state: row.plate_state,
    authorised: row.authorised,
    unitnumber: row.unitnumber,
    looked_up_at: row.created_at.toISOString(),
  }));
}

/**
 * A save's plate rules, in one read: the same plate twice in one unit is refused (the spec's
 * DUMPSTER placeholder excepted); a plate onsite today for another unit comes back as the form's
 * warning (undefined: none). Run inside the save transaction, after the unit owner's row is
 * locked, so two saves cannot both pass.
 */
export async function checkPlateForSave(
  db: Executor,
  vehicle: { ownerid: string; hoaid: string; unitnumber: string; plate: string },
  today: Dstr,
  excludeVehicleId?: string,
): Promise<string | undefined> {
  const { plate } = vehicle;
  if (!plate || plate === DUMPSTER_PLATE) return undefined;
  const holders = await findPlateForSave(db, { ...vehicle, today, excludeVehicleId });
  if (holders.some((holder) => holder.ownerid === vehicle.ownerid)) {
    throw conflict(PLATE_MESSAGES.sameUnit, { plate: PLATE_MESSAGES.sameUnit });
  }
  const other = holders.find(
    (holder) =>
      holder.hoaid === vehicle.hoaid &&
      holder.unitnumber !== vehicle.unitnumber &&
      holder.enddate >= today,
  );
  return other ? PLATE_MESSAGES.onsiteElsewhere(other.unitnumber) : undefined;
}

/** A plate onsite for another unit is a warning for the form, not a refusal. */
export async function plateWarningFor(
  db: Executor,
  community: CommunityRow,
  vehicle: Pick<VehicleRow, 'id' | 'plate' | 'unitnumber'>,
  now: Date = new Date(),
): Promise<string | undefined> {
  if (!vehicle.plate || vehicle.plate === DUMPSTER_PLATE) return undefined;
  const today = todayIn(community.timezone, now);
  const other = await findPlateOnsiteElsewhere(
    db,
    community.hoaid,
    vehicle.plate,
    vehicle.unitnumber,
    today,
    vehicle.id,
  );
  return other ? PLATE_MESSAGES.onsiteElsewhere(other.unitnumber) : undefined;
}
