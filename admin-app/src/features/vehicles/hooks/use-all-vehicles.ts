// spec §2 All Vehicles: every vehicle of the community, paged, sorted and filtered by the
// server, with the admin's delete and status change. The read-only role gets the spec's
// alerts instead (spec §6).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeVehicleStatusDate,
  deleteVehicle,
  isApiError,
  modifyVehicle,
} from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import {
  SUCCESS,
  VEHICLE_DEFAULT_SORT,
  dstr,
  type Dstr,
  type Vehicle,
} from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  checkoutChangeRequest,
  reportApiError,
  useDebouncedValue,
  usePagedList,
  vehiclesPageQuery,
  unitNumbersQuery,
} from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { vehicleFilterRequest, type VehicleFilterValues } from './vehicle-filters';

/** Saved, refused (reported), or over a guest rule (the form asks for an override note). */
export type StatusChangeResult = boolean | { guestLimit: string };

export function useAllVehicles(filters: VehicleFilterValues) {
  const hoaid = session.get('hoaid') ?? '';
  const queryClient = useQueryClient();
  // Typing in the search waits for a pause; the selects apply at once.
  const q = useDebouncedValue(filters.q);
  const serverFilters = vehicleFilterRequest({ ...filters, q });
  const list = usePagedList({
    query: (paging) => vehiclesPageQuery({ hoaid, ...paging, ...serverFilters }),
    defaultSort: VEHICLE_DEFAULT_SORT,
    filters: serverFilters,
  });
  const today = dstr();
  const units = useQuery({
    ...unitNumbersQuery(hoaid, today),
    select: (rows) => rows.map((row) => row.unitnumber),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all });
  const removeVehicle = useMutation({ mutationFn: deleteVehicle, onSuccess: refresh });
  const saveCheckout = useMutation({ mutationFn: modifyVehicle, onSuccess: refresh });
  const saveStatus = useMutation({ mutationFn: changeVehicleStatusDate, onSuccess: refresh });

  const remove = async (vehicle: Vehicle) => {
    try {
      await removeVehicle.mutateAsync({
        vehicleid: vehicle.vehicleid,
        hoaid: vehicle.hoaid,
        unitnumber: vehicle.unitnumber,
      });
      publishSuccess(SUCCESS.vehicleDelete);
    } catch (failure) {
      reportApiError(failure);
    }
  };

  /**
   * spec §6: the admin changes the status without the payment form. A stay over a guest rule
   * (docs/adr/0029) answers the refusal, so the form can ask for an override note; with a note
   * the new checkout is saved by modify_vehicle, which writes the note to the audit log.
   */
  const changeStatus = async (
    vehicle: Vehicle,
    enddate: Dstr | null,
    overrideNote?: string,
  ): Promise<StatusChangeResult> => {
    try {
      if (enddate !== null && overrideNote) {
        await saveCheckout.mutateAsync({
          ...checkoutChangeRequest(vehicle, enddate, dstr()),
          guest_override_note: overrideNote,
        });
      } else {
        await saveStatus.mutateAsync({
          vehicleid: vehicle.vehicleid,
          status: enddate === null ? 0 : 1,
          enddate: enddate ?? '1970-01-01',
          curdate: dstr(),
        });
      }
      publishSuccess(SUCCESS.vehicleStatusUpdate);
      return true;
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'over_guest_limit') {
        return { guestLimit: failure.message };
      }
      reportApiError(failure);
      return false;
    }
  };

  return { list, units: units.data ?? [], remove, changeStatus };
}
