// spec §2 My Vehicles: the owner's vehicles (get_vehicles_for_owner, a query: docs/adr/0011),
// renter vehicles only while onsite; delete through delete_vehicle_modify_status, after which
// every vehicle list of the page is read again.
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

/** spec §2: renter vehicles are listed only if currently onsite. */
export function visibleVehicles(vehicles: readonly Vehicle[], today: string): Vehicle[] {
  return vehicles.filter((v) => v.carownertype !== 'renter' || isOnsite(v.enddate, today));
}

const NONE: Vehicle[] = [];

export function useMyVehicles() {
  const { hoaid, ownerid, today } = readSessionContext();
  const list = useQuery(unitVehiclesQuery({ hoaid, ownerid, carownertype: 'all', today }));
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
      // spec §4: other vehicles of the unit may drop from warning, so read the list again.
      await reload();
    },
    onError: (failure) => void reportApiError(failure),
  });
  const remove = async (vehicle: Vehicle) => {
    await removal.mutateAsync(vehicle).catch(() => undefined);
  };

  const vehicles = list.data?.vehicles ?? NONE;
  const shown = useMemo(() => visibleVehicles(vehicles, dstr()), [vehicles]);
  return {
    vehicles: shown,
    // spec §4: a loading flag is set while the owner's vehicles are fetched.
    loading: list.isFetching,
    error: list.error ? apiErrorMessage(list.error) : null,
    remove,
  };
}
