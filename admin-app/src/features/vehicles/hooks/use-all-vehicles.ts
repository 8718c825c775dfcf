// spec §2 All Vehicles: every vehicle of the community with the admin's delete and status change.
// The read-only role gets the spec's alerts instead (spec §6).
import { useCallback, useEffect, useState } from 'react';
import { changeVehicleStatusDate, deleteVehicle, getAllVehicles } from '@parking/shared/api';
import { SUCCESS, dstr, type Dstr, type Vehicle } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';

export function useAllVehicles() {
  const [vehicles, setVehicles] = useState<Vehicle[]>([]);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setVehicles(await getAllVehicles({ hoaid: session.get('hoaid') ?? '' }));
      setError(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const remove = useCallback(
    async (vehicle: Vehicle) => {
      try {
        await deleteVehicle({
          vehicleid: vehicle.vehicleid,
          hoaid: vehicle.hoaid,
          unitnumber: vehicle.unitnumber,
        });
        publishSuccess(SUCCESS.vehicleDelete);
        await reload();
      } catch (failure) {
        reportApiError(failure);
      }
    },
    [reload],
  );

  /** spec §6: the admin changes the status without the payment form. */
  const changeStatus = useCallback(
    async (vehicle: Vehicle, enddate: Dstr | null): Promise<boolean> => {
      try {
        await changeVehicleStatusDate({
          vehicleid: vehicle.vehicleid,
          status: enddate === null ? 0 : 1,
          enddate: enddate ?? '1970-01-01',
          curdate: dstr(),
        });
        publishSuccess(SUCCESS.vehicleStatusUpdate);
        await reload();
        return true;
      } catch (failure) {
        reportApiError(failure);
        return false;
      }
    },
    [reload],
  );

  return { vehicles, error, remove, changeStatus };
}
