// spec §7 get_active_vehicles: the community's onsite vehicles today.
import { useCallback, useEffect, useState } from 'react';
import { getActiveVehicles } from '../../api';
import type { Vehicle } from '../../domain';
import { apiErrorMessage } from '../report-api-error';
import { readSessionContext } from '../session-context';

export function useOnsiteVehicles() {
  const [vehicles, setVehicles] = useState<Vehicle[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const { hoaid, today } = readSessionContext();
    setLoading(true);
    try {
      setVehicles(await getActiveVehicles({ hoaid, dstr: today }));
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

  return { vehicles, loading, error, reload: load };
}
