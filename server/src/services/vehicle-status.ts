// The Owner Vehicle Status popup (spec §2, §4, §7 change-vehicle-status-date) and vehicle
// deletion (delete_vehicle_modify_status). Readonly owners never write (spec §6).
import {
  AUTHZ,
  NO_DATE,
  isOnsite,
  isSentinel,
  validateCheckout,
  type CheckedDeleteVehicleRequest,
  type Dstr,
  type SavedVehicle,
} from '@parking/shared/domain';
import type { Database } from '../db/client';
import { findCommunityRow, type CommunityRow } from '../db/queries/communities';
import { lockOwnerRow } from '../db/queries/vehicle-counts';
import {
  SOFT_DELETED,
  findVehicle,
  listChangeHistory,
  toVehicle,
  updateVehicleRow,
} from '../db/queries/vehicle-records';
import type { AuthContext } from '../domain/auth-context';
import { communityToday, todayIn } from '../util/dates';
import { badRequest, forbidden, notFound } from '../util/http-error';
import { VEHICLE_NOT_FOUND, vehicleInScope } from './vehicle-access';
import { recomputeUnitWarnings } from './unit-warnings';
import { requireAcceptedRules } from './vehicle-form';
import { planCheckout, saveWithCheckout } from './vehicle-checkout';
import { notifyOnsite, type VehicleDeps } from './vehicles';
import { actorOf, recordAudit, vehicleEntry } from './audit';
import { recordGuestNights } from './guest-quotas';

export interface StatusChange {
  vehicleid: string;
  status: 0 | 1;
  enddate: Dstr;
  /** The client's date: YYYY-MM-DD or the spec's date string, only checked (util/dates). */
  curdate: string;
  /** The browserdate header, checked the same way. */
  browserdate?: unknown;
}

/**
 * spec §4: status 0 sets the vehicle offsite (1970-01-01), status 1 onsite with the checkout
 * date. Owners change their own unit's non-renter vehicles (renter vehicles show only Yes/No,
 * spec §2); admins any vehicle of the community and never pay (spec §6).
 */
export async function changeVehicleStatus(
  deps: VehicleDeps,
  auth: AuthContext,
  community: CommunityRow,
  change: StatusChange,
): Promise<SavedVehicle> {
  if (auth.role !== 'owner' && auth.role !== 'admin') throw forbidden(AUTHZ.changeStatus);
  // "One today": curdate and browserdate are checked like every client date, then the
  // community's today is used.
  const today = communityToday(community.timezone, [change.curdate, change.browserdate]);
  const vehicle = await vehicleInScope(deps.db, auth, change.vehicleid);
  if (auth.role === 'owner' && vehicle.carownertype === 'renter') {
    throw forbidden(AUTHZ.changeStatus);
  }
  let enddate: Dstr = NO_DATE;
  if (change.status === 1) {
    const errors = validateCheckout({ enddate: change.enddate }, today);
    if (errors.enddate) throw badRequest(errors.enddate, { enddate: errors.enddate });
    enddate = change.enddate;
  }
  const saved = await deps.db.transaction(async (tx) => {
    const owner = await lockOwnerRow(tx, vehicle.ownerid);
    const current = await findVehicle(tx, community.hoaid, vehicle.id);
    if (!owner || !current) throw notFound(VEHICLE_NOT_FOUND);
    requireAcceptedRules(auth.role, owner);
    const context = {
      community,
      owner,
      role: auth.role,
      today,
      payment: undefined,
      gateway: deps.gateway,
    };
    const plan = await planCheckout(tx, context, current, enddate);
    const changed = await saveWithCheckout(tx, current, plan, {}, today, community);
    // Arriving or leaving is a status change; a new date while onsite a checkout.
    const moved = isOnsite(current.enddate, today) && !isSentinel(enddate);
    const action = moved ? 'checkout' : 'status';
    await recordAudit(tx, actorOf(auth), vehicleEntry(action, current, changed));
    return changed;
  });
  const arrived = isSentinel(vehicle.enddate) || vehicle.enddate < today;
  if (change.status === 1 && arrived) await notifyOnsite(deps, saved);
  return saved;
}

/**
 * delete_vehicle_modify_status: the vehicle is soft-deleted (status_flag 9, spec §3), so the
 * usage reports keep it; the unit's warning vehicles drop back to 1 (spec §4).
 */
export async function deleteVehicle(
  db: Database,
  auth: AuthContext,
  request: Omit<CheckedDeleteVehicleRequest, 'hoaid'>,
): Promise<SavedVehicle> {
  if (auth.role === 'readonly') throw forbidden(AUTHZ.deleteVehicle);
  const vehicle = await vehicleInScope(db, auth, request.vehicleid);
  if (request.unitnumber && request.unitnumber !== vehicle.unitnumber) {
    throw notFound(VEHICLE_NOT_FOUND);
  }
  return db.transaction(async (tx) => {
    await lockOwnerRow(tx, vehicle.ownerid);
    const current = await findVehicle(tx, vehicle.hoaid, vehicle.id);
    if (!current) throw notFound(VEHICLE_NOT_FOUND);
    const row = await updateVehicleRow(tx, current.id, { status_flag: SOFT_DELETED });
    await recordAudit(tx, actorOf(auth), vehicleEntry('delete', current, null));
    const community = await findCommunityRow(tx, row.hoaid);
    const today = todayIn(community?.timezone ?? 'UTC');
    // docs/adr/0020: its unused paid nights stay with the plate in the unit as credit.
    // docs/adr/0029: its guest nights from today on are dropped; the nights stayed remain.
    if (community) await recordGuestNights(tx, community, row, today);
    await recomputeUnitWarnings(tx, row.ownerid, today);
    const history = await listChangeHistory(tx, [row.id]);
    return toVehicle(row, history.get(row.id) ?? []);
  });
}
