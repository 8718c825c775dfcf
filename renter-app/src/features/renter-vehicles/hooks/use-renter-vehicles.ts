// spec §2 Renter Dashboard: the renter's vehicles are the unit's onsite renter vehicles
// (get_vehicles_for_owner, carownertype 'renter', a query: docs/adr/0011); delete through
// delete_vehicle_modify_status, after which every vehicle list of the page is read again.
import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteVehicle } from '@parking/shared/api';
import { SUCCESS, dstr, isOnsite, type Vehicle } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  apiErrorMessage,
  readSessionContext,
  reportApiError,
  unitVehiclesQuery,
  useInvalidateVehicles,
} from '@parking/shared/features';

const NONE: Vehicle[] = [];

export function useRenterVehicles() {
  const { hoaid, userid, today } = readSessionContext();
  const list = useQuery(
    unitVehiclesQuery({ hoaid, ownerid: userid, carownertype: 'renter', today }),
  );
  const reload = useInvalidateVehicles();

  const removal = useMutation({
    mutationFn: (vehicle: Vehicle) =>
      deleteVehicle({
        vehicleid: vehicle.vehicleid || vehicle._id,
        hoaid,
        unitnumber: vehicle.unitnumber || readSessionContext().unitnumber,
      }),
    onSuccess: async () => {
      publishSuccess(SUCCESS.vehicleDelete);
      await reload();
    },
    onError: (failure) => void reportApiError(failure),
  });
  const remove = async (vehicle: Vehicle) => {
    await removal.mutateAsync(vehicle).catch(() => undefined);
  };

  const found = list.data?.vehicles ?? NONE;
  const vehicles = useMemo(
    () => found.filter((v) => v.carownertype === 'renter' && isOnsite(v.enddate, today)),
    [found, today],
  );
  return {
    vehicles,
    loading: list.isFetching,
    error: list.error ? apiErrorMessage(list.error) : null,
    today: dstr(),
    remove,
  };
}
