// The vehicle status writes (spec §4), each a mutation that reads the unit's vehicle lists again
// once saved (docs/adr/0011): a status change (offsite, or a checkout date that needs no
// payment) and a paid checkout (modify_vehicle with the card, spec §9).
import { useMutation } from '@tanstack/react-query';
import { changeVehicleStatusDate, modifyVehicle } from '@parking/shared/api';
import {
  SUCCESS,
  type ChangeVehicleStatusParams,
  type ModifyVehicleRequest,
  type Vehicle,
} from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { useInvalidateVehicles } from '@parking/shared/features';

/** status 0 with 1970-01-01 sets a vehicle offsite; status 1 with a date parks it until then. */
export function useChangeVehicleStatus() {
  const invalidate = useInvalidateVehicles();
  return useMutation<Vehicle, Error, ChangeVehicleStatusParams>({
    mutationFn: (params) => changeVehicleStatusDate(params),
    onSuccess: async () => {
      publishSuccess(SUCCESS.vehicleStatusUpdate);
      // spec §4: the unit's other vehicles may change warning state, so every list is read again.
      await invalidate();
    },
  });
}

/** The checkout date saved with its payment: the server charges, then saves (spec §9). */
export function usePaidCheckout() {
  const invalidate = useInvalidateVehicles();
  return useMutation<Vehicle, Error, ModifyVehicleRequest>({
    mutationFn: (request) => modifyVehicle(request),
    onSuccess: async () => {
      publishSuccess(SUCCESS.vehicleStatusUpdate);
      await invalidate();
    },
  });
}
