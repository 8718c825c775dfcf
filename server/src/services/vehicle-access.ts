// Who may see and touch which vehicle (spec §6): owners their own unit, renters their unit's
// renter vehicles, admins and readonly owners the whole community (readonly only reads).
import type { Executor } from '../db/client';
import { findVehicle, type VehicleRow } from '../db/queries/vehicle-records';
import { findUserById, type UserRow } from '../db/queries/users';
import type { AuthContext } from '../domain/auth-context';
import { forbidden, notFound } from '../util/http-error';

export const VEHICLE_NOT_FOUND = 'Vehicle not found';
export const OWNER_NOT_FOUND = 'Owner not found';
export const NOT_YOUR_UNIT = 'This unit is not yours';

/** A vehicle the caller may see; another unit's vehicle answers 404 like a missing one. */
export function mayAccessVehicle(auth: AuthContext, vehicle: VehicleRow): boolean {
  if (vehicle.hoaid !== auth.hoaid) return false;
  if (auth.role === 'owner') return vehicle.ownerid === auth.userId;
  if (auth.role === 'renter') {
    return vehicle.ownerid === auth.userId && vehicle.carownertype === 'renter';
  }
  return true;
}

export async function vehicleInScope(
  db: Executor,
  auth: AuthContext,
  vehicleid: string,
): Promise<VehicleRow> {
  const vehicle = await findVehicle(db, auth.hoaid, vehicleid);
  if (!vehicle || !mayAccessVehicle(auth, vehicle)) throw notFound(VEHICLE_NOT_FOUND);
  return vehicle;
}

/**
 * The unit owner a call is about: owners and renters only their own unit (the token's user),
 * admins and readonly owners any owner of their community.
 */
export async function ownerInScope(
  db: Executor,
  auth: AuthContext,
  ownerid: string,
): Promise<UserRow> {
  if ((auth.role === 'owner' || auth.role === 'renter') && ownerid !== auth.userId) {
    throw forbidden(NOT_YOUR_UNIT);
  }
  const owner = await findUserById(db, ownerid);
  if (!owner || owner.hoaid !== auth.hoaid || owner.role !== 'owner') {
    throw notFound(OWNER_NOT_FOUND);
  }
  return owner;
}
