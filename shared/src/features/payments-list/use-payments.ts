// POST /api/parking/get_payments for the payments lists (issue 9 §2): owners their unit's,
// admins every payment of the community with monthly totals.
import { useCallback, useEffect, useState } from 'react';
import { getPayments, getPaymentsCsv } from '../../api';
import type { PaymentsResponse } from '../../domain/api-contract';
import { apiErrorMessage, reportApiError } from '../report-api-error';
import { readSessionContext } from '../session-context';

const EMPTY: PaymentsResponse = { payments: [], monthly_totals: [] };

export function usePayments() {
  const [ledger, setLedger] = useState<PaymentsResponse>(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setLedger(await getPayments({ hoaid: readSessionContext().hoaid }));
      setError(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Saves the ledger as payments-{hoaid}.csv through the browser. */
  const downloadCsv = async () => {
    try {
      const csv = await getPaymentsCsv();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `payments-${readSessionContext().hoaid}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return { ...ledger, error, reload: load, downloadCsv };
}
