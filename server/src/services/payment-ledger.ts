// The payment ledger as owners and admins read it: owners their unit's payments,
// admins every payment of the community with monthly totals and a CSV download. Rows carry their
// own plate, unit, dates and amount, so they read the same after the vehicle or the account is
// gone.
import {
  todayIn,
  type MonthlyPaymentTotal,
  type PaymentRecord,
  type PaymentsResponse,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import type { AuthContext } from '../domain/auth-context';
import { listPayments, type PaymentRow } from '../payments/ledger';

export function toPaymentRecord(row: PaymentRow, timeZone: string): PaymentRecord {
  return {
    payment_id: row.id,
    paid_at: row.created_at.toISOString(),
    paid_on: todayIn(timeZone, row.created_at),
    unitnumber: row.unitnumber,
    plate: row.plate,
    vehicle_type: row.vehicle_type,
    payer_role: row.payer_role,
    first_night: row.startdate,
    checkout: row.enddate,
    nights: row.nights,
    amount: row.amount_cents / 100,
    refunded: row.refunded_cents / 100,
    transaction_id: row.transaction_id ?? '',
    quote_id: row.quote_id,
    status: row.status === 'succeeded' || row.status === 'refund_failed' ? row.status : 'refunded',
  };
}

/** Succeeded payments per month of the community's calendar, newest month first. */
function monthlyTotals(rows: PaymentRow[], timeZone: string): MonthlyPaymentTotal[] {
  const months = new Map<string, { payments: number; cents: number }>();
  for (const row of rows) {
    // A payment refunded in part counts what was kept (docs/adr/0020).
    if (row.status !== 'succeeded') continue;
    const month = todayIn(timeZone, row.created_at).slice(0, 7);
    const total = months.get(month) ?? { payments: 0, cents: 0 };
    const kept = row.amount_cents - row.refunded_cents;
    months.set(month, { payments: total.payments + 1, cents: total.cents + kept });
  }
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, total]) => ({ month, payments: total.payments, amount: total.cents / 100 }));
}

export async function paymentsFor(
  db: Executor,
  auth: AuthContext,
  community: CommunityRow,
): Promise<PaymentsResponse> {
  // spec §6: an owner (or readonly owner) sees their own unit; admins see the community.
  const unit = auth.role === 'admin' ? undefined : auth.unit;
  const rows = await listPayments(db, community.hoaid, unit);
  return {
    payments: rows.map((row) => toPaymentRecord(row, community.timezone)),
    monthly_totals: monthlyTotals(rows, community.timezone),
  };
}

const CSV_COLUMNS: (keyof PaymentRecord)[] = [
  'paid_at',
  'unitnumber',
  'plate',
  'vehicle_type',
  'payer_role',
  'first_night',
  'checkout',
  'nights',
  'amount',
  'refunded',
  'transaction_id',
  'status',
  'quote_id',
  'payment_id',
  // Appended, so a spreadsheet built on the earlier columns still reads them in place.
  'paid_on',
];

function csvCell(value: PaymentRecord[keyof PaymentRecord]): string {
  const text = value === null ? '' : typeof value === 'number' ? String(value) : value;
  // A cell starting with = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function paymentsCsv(records: PaymentRecord[]): string {
  const lines = records.map((record) =>
    CSV_COLUMNS.map((column) => {
      const value =
        column === 'amount' || column === 'refunded' ? record[column].toFixed(2) : record[column];
      return csvCell(value);
    }).join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
