// spec §2 Reports: runs the Renter Cars / Owner Cars query (get_car_usage_renter_warning).
import { useCallback, useState } from 'react';
import { getCarUsage } from '@parking/shared/api';
import type { CarUsageRecord, Dstr } from '@parking/shared/domain';
import { apiErrorMessage } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import type { ReportKind } from '../report-columns';

export function useCarUsage() {
  /** null until a query ran: the panel then shows 'Please run query showing owner'. */
  const [records, setRecords] = useState<CarUsageRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(async (which: ReportKind, begindate: Dstr, enddate: Dstr) => {
    setRunning(true);
    try {
      const hoaid = session.get('hoaid') ?? '';
      setRecords(await getCarUsage({ which, begindate, enddate, hoaid }));
      setError(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setRunning(false);
    }
  }, []);

  const reset = useCallback(() => setRecords(null), []);

  return { records, error, running, run, reset };
}
