// spec §2 Renter Dashboard: the renter's vehicles are the unit's onsite renter vehicles
// (get_vehicles_for_owner, carownertype 'renter'); delete through delete_vehicle_modify_status.
import { useCallback, useEffect, useState } from 'react';
import { deleteVehicle, getVehiclesForOwner } from '@parking/shared/api';
import { SUCCESS, dstr, isOnsite, type Vehicle } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, readSessionContext, reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';

export function useRenterVehicles() {
  const [vehicles, setVehicles] = useState<Vehicle[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const { hoaid, userid, today } = readSessionContext();
    setLoading(true);
    try {
      const found = await getVehiclesForOwner({
        ownerid: userid,
        carownertype: 'renter',
        hoaid,
        dstr: today,
      });
      // spec §7: the list is stored with the renter free-parking value.
      session.set('renter_free_parking', found.renter_free_parking);
      setVehicles(
        found.vehicles.filter((v) => v.carownertype === 'renter' && isOnsite(v.enddate, today)),
      );
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
      await load();
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return { vehicles, loading, error, today: dstr(), reload: load, remove };
}
