// POST /api/parking/get_payments for the payments lists: owners their unit's,
// admins every payment of the community with monthly totals. A query (docs/adr/0011): a payment
// anywhere on the page invalidates `queryKeys.payments.all` and the list reads again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getPayments, getPaymentsCsv } from '../../api';
import { queryKeys } from '../../data';
import type { PaymentsResponse } from '../../domain/api-contract';
import { apiErrorMessage, reportApiError } from '../report-api-error';
import { readSessionContext } from '../session-context';

const EMPTY: PaymentsResponse = { payments: [], monthly_totals: [] };

/** Hands a text to the browser as a file download. */
function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function usePayments() {
  const { hoaid } = readSessionContext();
  const client = useQueryClient();
  const ledger = useQuery({
    queryKey: queryKeys.payments.list(hoaid, {}),
    queryFn: ({ signal }) => getPayments({ hoaid }, { signal }),
  });
  const reload = () => client.invalidateQueries({ queryKey: queryKeys.payments.all });

  /** Saves the ledger as payments-{hoaid}.csv through the browser. */
  const downloadCsv = async () => {
    try {
      saveFile(`payments-${hoaid}.csv`, await getPaymentsCsv(), 'text/csv');
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return {
    ...(ledger.data ?? EMPTY),
    error: ledger.error ? apiErrorMessage(ledger.error) : null,
    reload,
    downloadCsv,
  };
}
