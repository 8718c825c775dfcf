// Admin maintenance that touches vehicles (spec §7 adjust_dates, soft_delete_vehicles,
// hard_delete_vehicles) with the safeguards: records are never destroyed by
// accident.
import {
  SUCCESS,
  addDays,
  type AdjustDatesResponse,
  type CountResponse,
  type Dstr,
} from '@parking/shared/domain';
import type { Database } from '../../db/client';
import type { CommunityRow } from '../../db/queries/communities';
import {
  countSoftDeletable,
  hardDeleteSoftDeleted,
  shiftOnsiteVehicleDates,
  softDeleteCheckedOut,
} from '../../db/queries/maintenance';
import { plateKeyOf, shiftPlateNights } from '../../db/queries/stay-nights';
import { todayIn } from '../../util/dates';
import { badRequest, forbidden } from '../../util/http-error';
import { recomputeCommunityWarnings } from '../unit-warnings';
import { recordAudit, vehicleSubject, type Actor, type AuditInput } from '../audit';

// Not written in the spec: the team's texts (clear messages).
export const SOFT_DELETE_FUTURE_DATE =
  'Soft delete takes a date up to today: vehicles onsite or with paid nights to come are never marked';
export const ADJUST_DATES_DEMO_ONLY =
  'Adjusting dates is only for a community in demo mode: it keeps demo data current';

/** spec §4 soft delete; `preview` only counts, for the confirmation "it will mark {n}". */
export async function softDeleteVehicles(
  db: Database,
  actor: Actor,
  community: CommunityRow,
  input: { enddate: Dstr; preview: boolean },
): Promise<CountResponse> {
  const today = todayIn(community.timezone);
  if (input.enddate > today) {
    throw badRequest(SOFT_DELETE_FUTURE_DATE, { enddate: SOFT_DELETE_FUTURE_DATE });
  }
  if (input.preview) {
    const count = await countSoftDeletable(db, community.hoaid, input.enddate, today);
    return { message: `${count} vehicles will be marked as deleted`, count };
  }
  // Every marked vehicle has its entry, all in one INSERT in the same transaction.
  const count = await db.transaction(async (tx) => {
    const marked = await softDeleteCheckedOut(tx, community.hoaid, input.enddate, today);
    const entries = marked.map((vehicle): AuditInput => ({
      kind: 'vehicle',
      action: 'delete',
      ...vehicleSubject(vehicle),
      before: null,
      after: { status_flag: vehicle.status_flag },
    }));
    await recordAudit(tx, actor, entries);
    return marked.length;
  });
  return { message: SUCCESS.vehiclesSoftDelete, count };
}

export async function hardDeleteVehicles(
  db: Database,
  actor: Actor,
  community: CommunityRow,
): Promise<CountResponse> {
  const count = await db.transaction(async (tx) => {
    const removed = await hardDeleteSoftDeleted(tx, community.hoaid);
    const entries = removed.map((vehicle): AuditInput => ({
      kind: 'vehicle',
      action: 'purge',
      ...vehicleSubject(vehicle),
      before: { plate: vehicle.plate, status_flag: vehicle.status_flag },
      after: null,
    }));
    await recordAudit(tx, actor, entries);
    return removed.length;
  });
  return { message: SUCCESS.vehiclesDelete, count };
}

/**
 * adjust_dates: demo communities only; onsite vehicles move with history, their paid and guest
 * nights with them, flags follow.
 */
export async function adjustDates(
  db: Database,
  actor: Actor,
  community: CommunityRow,
  numdays: number,
): Promise<AdjustDatesResponse> {
  if (!community.use_demo_mode) throw forbidden(ADJUST_DATES_DEMO_ONLY);
  const today = todayIn(community.timezone);
  const count = await db.transaction(async (tx) => {
    const moved = await shiftOnsiteVehicleDates(tx, community.hoaid, numdays, today);
    // The nights paid for the cars, and their guest nights, move with them (docs/adr/0020).
    const plates = moved.map((vehicle) => ({
      unitnumber: vehicle.unitnumber,
      plate_key: plateKeyOf(vehicle.plate, vehicle.id),
    }));
    await shiftPlateNights(tx, community.hoaid, plates, numdays);
    await recomputeCommunityWarnings(tx, community, today);
    const entries = moved.map((vehicle): AuditInput => ({
      kind: 'vehicle',
      action: 'checkout',
      ...vehicleSubject(vehicle),
      before: {
        startdate: addDays(vehicle.startdate, -numdays),
        enddate: addDays(vehicle.enddate, -numdays),
      },
      after: { startdate: vehicle.startdate, enddate: vehicle.enddate },
    }));
    await recordAudit(tx, actor, entries);
    return moved.length;
  });
  return { message: SUCCESS.daysAdded(numdays), count };
}
