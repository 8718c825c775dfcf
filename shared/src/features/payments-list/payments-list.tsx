// The payment ledger on screen (docs/adr/0009): owners see their unit's payments,
// admins every payment of the community with monthly totals and a CSV download. A table on wide
// screens, cards below 800 px (spec §2); the list scrolls at 400 px (spec §9).
import { useState } from 'react';
import styled from 'styled-components';
import type { MonthlyPaymentTotal, PaymentRecord } from '../../domain/api-contract';
import {
  Button,
  ErrorBox,
  LIST_MAX_HEIGHT_PX,
  Panel,
  ResponsiveTable,
  type TableColumn,
} from '../../ui';
import { formatMoney } from '../payment-summary/stay-charge';
import { usePayments } from './use-payments';
import { REFUND_TEXTS, RefundDialog, refundableOf } from './refund-dialog';

export const PAYMENTS_TITLE = 'Payments';
export const NO_PAYMENTS = 'No payments';
export const MONTHLY_TOTALS_TITLE = 'Monthly totals';
export const DOWNLOAD_CSV = 'Download CSV';

export interface PaymentsListProps {
  /** Admins also get the monthly totals and the CSV download. */
  view: 'owner' | 'admin';
}

const STATUS_TEXT: Record<PaymentRecord['status'], string> = {
  succeeded: 'Paid',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
};

const paymentColumns: TableColumn<PaymentRecord>[] = [
  {
    key: 'paid_at',
    header: 'Date',
    sortValue: (p) => p.paid_at,
    render: (p) => p.paid_on,
  },
  { key: 'unitnumber', header: 'Unit', sortValue: (p) => p.unitnumber },
  { key: 'plate', header: 'Plate', sortValue: (p) => p.plate },
  {
    key: 'nights',
    header: 'Nights',
    align: 'end',
    render: (p) => `${p.nights} (${p.first_night} to ${p.checkout})`,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    sortValue: (p) => p.amount,
    render: (p) => formatMoney(p.amount),
  },
  { key: 'transaction_id', header: 'Transaction id' },
  {
    key: 'status',
    header: 'Status',
    render: (p) =>
      p.refunded > 0 && p.status === 'succeeded'
        ? `Paid, ${formatMoney(p.refunded)} refunded`
        : STATUS_TEXT[p.status],
  },
];

/** Admins refund from each completed payment's row. */
function adminColumns(onRefund: (payment: PaymentRecord) => void): TableColumn<PaymentRecord>[] {
  return [
    ...paymentColumns,
    {
      key: 'payment_id',
      header: 'Refund',
      render: (p) =>
        p.status === 'succeeded' && refundableOf(p) > 0 ? (
          <Button
            variant="secondary"
            aria-label={`${REFUND_TEXTS.button} ${p.plate} ${p.paid_on}`}
            onClick={() => onRefund(p)}
          >
            {REFUND_TEXTS.button}
          </Button>
        ) : null,
    },
  ];
}

const totalColumns: TableColumn<MonthlyPaymentTotal>[] = [
  { key: 'month', header: 'Month' },
  { key: 'payments', header: 'Payments', align: 'end' },
  { key: 'amount', header: 'Total', align: 'end', render: (m) => formatMoney(m.amount) },
];

const Totals = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1rem;
  }
`;

export function PaymentsList({ view }: PaymentsListProps) {
  const { payments, monthly_totals, error, downloadCsv } = usePayments();
  const [refunding, setRefunding] = useState<PaymentRecord | null>(null);
  const [refunded, setRefunded] = useState<number | null>(null);
  const columns = view === 'admin' ? adminColumns(setRefunding) : paymentColumns;
  return (
    <Panel
      title={PAYMENTS_TITLE}
      actions={
        view === 'admin' ? (
          <Button variant="secondary" icon="submit" onClick={() => void downloadCsv()}>
            {DOWNLOAD_CSV}
          </Button>
        ) : undefined
      }
    >
      <ErrorBox message={error} />
      {refunded !== null ? <p role="status">{REFUND_TEXTS.done(refunded)}</p> : null}
      {refunding ? (
        <RefundDialog
          payment={refunding}
          onClose={(amount) => {
            setRefunding(null);
            if (amount !== undefined) setRefunded(amount);
          }}
        />
      ) : null}
      <ResponsiveTable
        label={PAYMENTS_TITLE}
        columns={columns}
        rows={payments}
        rowKey={(p) => p.payment_id}
        emptyText={NO_PAYMENTS}
        maxHeight={LIST_MAX_HEIGHT_PX}
      />
      {view === 'admin' ? (
        <Totals aria-label={MONTHLY_TOTALS_TITLE}>
          <h3>{MONTHLY_TOTALS_TITLE}</h3>
          <ResponsiveTable
            label={MONTHLY_TOTALS_TITLE}
            columns={totalColumns}
            rows={monthly_totals}
            rowKey={(m) => m.month}
            emptyText={NO_PAYMENTS}
          />
        </Totals>
      ) : null}
    </Panel>
  );
}
