// Vehicle reads (spec §2 My Vehicles, Onsite Vehicles, Vehicle usage popup; §7 lookups).
import type {
  CheckedGetVehiclesForOwnerRequest,
  GetVehiclesForOwnerResponse,
  SavedVehicle,
  Vehicle,
  VehicleChangeHistory,
  Dstr,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { findUserById } from '../db/queries/users';
import {
  listChangeHistory,
  listOnsiteVehicles,
  listUnitVehicles,
  toVehicle,
  withHistory,
  type UnitVehicleScope,
} from '../db/queries/vehicle-records';
import type { AuthContext } from '../domain/auth-context';
import { hotReads, unitVehiclesWithHistory } from '../db/queries/hot-reads';
import { unitAllowancesOf } from './unit-allowances';
import { ownerInScope, vehicleInScope } from './vehicle-access';

/**
 * spec §2: owners see their unit's vehicles, renter vehicles only while onsite; renters see
 * only their unit's onsite renter vehicles (spec §6) whatever they ask for.
 */
export async function vehiclesForOwner(
  db: Executor,
  auth: AuthContext,
  request: Pick<CheckedGetVehiclesForOwnerRequest, 'ownerid' | 'carownertype'>,
  today: Dstr,
): Promise<GetVehiclesForOwnerResponse> {
  const owner = await ownerInScope(db, auth, request.ownerid);
  const scope: UnitVehicleScope = auth.role === 'renter' ? 'renter' : request.carownertype;
  const { renter_free_parking } = await unitAllowancesOf(db, owner);
  // Prepared statements outside a transaction.
  const prepared = hotReads(db);
  if (prepared) {
    const { rows, history } = await unitVehiclesWithHistory(prepared, owner.id, scope, today);
    const vehicles = rows.map((row) => toVehicle(row, history.get(row.id) ?? []));
    return { vehicles, renter_free_parking };
  }
  const rows = await listUnitVehicles(db, owner.id, scope, today);
  return { vehicles: await withHistory(db, rows), renter_free_parking };
}

/** The vehicle with its history; a renter vehicle also with the unit owner's contact. */
export async function vehicleDetails(
  db: Executor,
  auth: AuthContext,
  vehicleid: string,
): Promise<SavedVehicle> {
  const row = await vehicleInScope(db, auth, vehicleid);
  const history = await listChangeHistory(db, [row.id]);
  const vehicle = toVehicle(row, history.get(row.id) ?? []);
  if (row.carownertype !== 'renter') return vehicle;
  const owner = await findUserById(db, row.ownerid);
  if (!owner) return vehicle;
  const { first_name, last_name, phone, email } = owner;
  return { ...vehicle, userdata: { first_name, last_name, phone, email } };
}

export async function vehicleChangeHistory(
  db: Executor,
  auth: AuthContext,
  vehicleid: string,
): Promise<VehicleChangeHistory> {
  const row = await vehicleInScope(db, auth, vehicleid);
  const history = await listChangeHistory(db, [row.id]);
  return {
    vehicleid: row.id,
    number_of_changes: row.number_of_changes,
    change_history: history.get(row.id) ?? [],
  };
}

/** spec §2 Onsite Vehicles: the community's vehicles with a checkout today or later. */
export async function activeVehicles(db: Executor, hoaid: string, today: Dstr): Promise<Vehicle[]> {
  return withHistory(db, await listOnsiteVehicles(db, hoaid, today));
}
