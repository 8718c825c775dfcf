// spec §2 My Vehicles: the owner's vehicles (get_vehicles_for_owner), renter vehicles only while
// onsite; delete through delete_vehicle_modify_status.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { deleteVehicle, getVehiclesForOwner } from '@parking/shared/api';
import { SUCCESS, dstr, isOnsite, type Vehicle } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, readSessionContext, reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';

/** spec §2: renter vehicles are listed only if currently onsite. */
export function visibleVehicles(vehicles: readonly Vehicle[], today: string): Vehicle[] {
  return vehicles.filter((v) => v.carownertype !== 'renter' || isOnsite(v.enddate, today));
}

export function useMyVehicles() {
  const [vehicles, setVehicles] = useState<Vehicle[]>([]);
  // spec §4: a loading flag is set while the owner's vehicles are fetched.
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const { hoaid, ownerid, today } = readSessionContext();
    setLoading(true);
    try {
      const found = await getVehiclesForOwner({ ownerid, carownertype: 'all', hoaid, dstr: today });
      // spec §7: the list is stored with the renter free-parking value.
      session.set('renter_free_parking', found.renter_free_parking);
      setVehicles(found.vehicles);
      setError(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (vehicle: Vehicle) => {
    const { hoaid, unitnumber } = readSessionContext();
    try {
      await deleteVehicle({
        vehicleid: vehicle.vehicleid || vehicle._id,
        hoaid,
        unitnumber: vehicle.unitnumber || unitnumber,
      });
      publishSuccess(SUCCESS.vehicleDelete);
      // spec §4: other vehicles of the unit may drop from warning, so read the list again.
      await load();
    } catch (failure) {
      reportApiError(failure);
    }
  };

  const shown = useMemo(() => visibleVehicles(vehicles, dstr()), [vehicles]);
  return { vehicles: shown, loading, error, reload: load, remove };
}
