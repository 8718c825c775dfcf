// spec §7 GET get_vehicles_for_vehid/{vehicleid}: the vehicle with its change history.
import { useEffect, useState } from 'react';
import { getVehicle } from '../../api';
import type { Vehicle } from '../../domain';
import { apiErrorMessage } from '../report-api-error';

export function useVehicleUsage(vehicleid: string) {
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getVehicle(vehicleid).then(
      (found) => current && setVehicle(found),
      (failure: unknown) => current && setError(apiErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [vehicleid]);

  return { vehicle, error };
}
