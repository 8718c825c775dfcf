// What each role may see of a list: fields a screen does not use for that role are
// cleared before the list leaves the server.
import type { Owner, Role, Vehicle } from '@parking/shared/domain';

/**
 * get_all_owners: a readonly user never receives PINs (a PIN checks a renter in to the unit).
 * Only admins, who edit owners, get them.
 */
export function ownersFor(role: Role, owners: Owner[]): Owner[] {
  if (role === 'admin') return owners;
  return owners.map((owner) => ({ ...owner, pincode: '' }));
}

/**
 * get_active_vehicles: an owner's onsite list shows plate, type, make, unit and checkout; the
 * guest names, phones and owner contact of other units stay with the admins.
 */
export function activeVehiclesFor(
  viewer: { role: Role; userId: string },
  vehicles: Vehicle[],
): Vehicle[] {
  if (viewer.role === 'admin' || viewer.role === 'readonly') return vehicles;
  return vehicles.map((vehicle) => {
    if (vehicle.ownerid === viewer.userId) return vehicle;
    const { userdata: _userdata, ...rest } = vehicle;
    return { ...rest, carowner_fname: '', carowner_lname: '', carownerphone: '' };
  });
}
