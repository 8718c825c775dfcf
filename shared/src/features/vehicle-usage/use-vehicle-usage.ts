// spec §7 GET get_vehicles_for_vehid/{vehicleid}: the vehicle with its change history, a query
// keyed by the vehicle (docs/adr/0011): another vehicle's late answer is never shown, and the
// request is cancelled when the popup closes.
import { useQuery } from '@tanstack/react-query';
import { getVehicle } from '../../api';
import { queryKeys } from '../../data';
import { apiErrorMessage } from '../report-api-error';
import { readSessionContext } from '../session-context';

export function useVehicleUsage(vehicleid: string) {
  const { hoaid } = readSessionContext();
  const usage = useQuery({
    queryKey: queryKeys.vehicles.usage(hoaid, { vehicleid }),
    queryFn: ({ signal }) => getVehicle(vehicleid, { signal }),
  });
  return {
    vehicle: usage.data ?? null,
    error: usage.error ? apiErrorMessage(usage.error) : null,
  };
}
