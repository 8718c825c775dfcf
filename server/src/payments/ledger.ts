// Queries of the payment ledger and its quotes (docs/adr/0009).
import { and, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Dstr } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { paymentQuotes, paymentRefunds, payments, stayNights } from '../db/schema';
import { isUuid } from '../util/ids';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type QuoteRow = typeof paymentQuotes.$inferSelect;
export type NewQuoteRow = typeof paymentQuotes.$inferInsert;

/**
 * A pending hold keeps its spot this long: a request that crashed between reserve and confirm
 * cannot block the unit for ever.
 */
export const HOLD_MINUTES = 15;

const liveHold = (excludeVehicleId: string | undefined): SQL => {
  const conditions = [
    eq(payments.status, 'pending'),
    eq(payments.holds_spot, true),
    gt(payments.created_at, sql`now() - make_interval(mins => ${HOLD_MINUTES})`),
  ];
  if (excludeVehicleId) {
    conditions.push(or(isNull(payments.vehicle_id), ne(payments.vehicle_id, excludeVehicleId))!);
  }
  return and(...conditions)!;
};

/** Vehicles a pending payment is adding to the unit, split like the onsite counts. */
export async function countUnitHolds(db: Executor, ownerid: string, excludeVehicleId?: string) {
  const [row] = await db
    .select({
      ownercount: sql<number>`(count(*) filter (where ${payments.carowner} <> 'renter'))::int`,
      rentercount: sql<number>`(count(*) filter (where ${payments.carowner} = 'renter'))::int`,
    })
    .from(payments)
    .where(and(eq(payments.ownerid, ownerid), liveHold(excludeVehicleId)));
  return { ownercount: Number(row?.ownercount ?? 0), rentercount: Number(row?.rentercount ?? 0) };
}

/** Vehicles pending payments are adding to the whole lot. */
export async function countCommunityHolds(
  db: Executor,
  hoaid: string,
  excludeVehicleId?: string,
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.hoaid, hoaid), liveHold(excludeVehicleId)));
  return Number(row?.value ?? 0);
}

/** Every night the vehicle's payments cover (refunded ones do not). */
export async function paidNightsOf(db: Executor, vehicleId: string | undefined): Promise<Dstr[]> {
  if (!vehicleId) return [];
  const rows = await db
    .select({ covered_nights: payments.covered_nights })
    .from(payments)
    .where(and(eq(payments.vehicle_id, vehicleId), eq(payments.status, 'succeeded')));
  return rows.flatMap((row) => row.covered_nights);
}

/** A payment of the vehicle between reserve and confirm (its nights may be about to be paid). */
export async function pendingPaymentFor(db: Executor, vehicleId: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.vehicle_id, vehicleId),
        eq(payments.status, 'pending'),
        gt(payments.created_at, sql`now() - make_interval(mins => ${HOLD_MINUTES})`),
      ),
    )
    .limit(1);
  return row;
}

/** Quotes nobody can pay any more: expired a day ago. */
export async function deleteStaleQuotes(db: Executor, ownerid: string): Promise<void> {
  await db
    .delete(paymentQuotes)
    .where(
      and(
        eq(paymentQuotes.ownerid, ownerid),
        lt(paymentQuotes.expires_at, sql`now() - interval '1 day'`),
      ),
    );
}

export async function insertQuote(db: Executor, values: NewQuoteRow): Promise<QuoteRow> {
  const [row] = await db.insert(paymentQuotes).values(values).returning();
  if (!row) throw new Error('quote not saved');
  return row;
}

export async function findQuote(db: Executor, id: string): Promise<QuoteRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(paymentQuotes).where(eq(paymentQuotes.id, id)).limit(1);
  return row;
}

export async function findPaymentByKey(db: Executor, key: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotency_key, key)).limit(1);
  return row;
}

export async function insertHold(db: Executor, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('payment hold not saved');
  return row;
}

/** A declined card: the hold is released; no money moved, so there is no payment to keep. */
export async function releaseHold(db: Executor, id: string): Promise<void> {
  await db.delete(payments).where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

export async function confirmHold(
  db: Executor,
  id: string,
  settled: { transaction_id: string; vehicle_id: string; provider: string },
): Promise<void> {
  await db
    .update(payments)
    .set({ ...settled, status: 'succeeded', holds_spot: false, updated_at: sql`now()` })
    .where(eq(payments.id, id));
}

export async function markRefunded(
  db: Executor,
  id: string,
  outcome: {
    transaction_id: string;
    provider: string;
    refund_id: string | null;
    failure_message: string;
    status: 'refunded' | 'refund_failed';
  },
): Promise<void> {
  await db
    .update(payments)
    .set({ ...outcome, holds_spot: false, updated_at: sql`now()` })
    .where(eq(payments.id, id));
  // The nights the hold claimed are not paid (docs/adr/0020).
  await db.delete(stayNights).where(eq(stayNights.payment_id, id));
}

/** Ledger rows of a community, or of one unit, newest first (pending holds are not payments). */
export async function listPayments(db: Executor, hoaid: string, unitnumber?: string) {
  const conditions = [eq(payments.hoaid, hoaid), ne(payments.status, 'pending')];
  if (unitnumber !== undefined) conditions.push(eq(payments.unitnumber, unitnumber));
  return db
    .select()
    .from(payments)
    .where(and(...conditions))
    .orderBy(desc(payments.created_at));
}

/** A payment of the community, locked until the transaction ends (refunds, docs/adr/0020). */
export async function lockPayment(
  db: Executor,
  hoaid: string,
  id: string,
): Promise<PaymentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.hoaid, hoaid)))
    .for('update');
  return row;
}

export async function countRefunds(db: Executor, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.payment_id, paymentId));
  return Number(row?.value ?? 0);
}

export async function insertRefund(
  db: Executor,
  values: typeof paymentRefunds.$inferInsert,
): Promise<void> {
  await db.insert(paymentRefunds).values(values);
}

/** Adds a refund to the payment's refunded total; refunded whole, the payment is 'refunded'. */
export async function recordRefunded(
  db: Executor,
  id: string,
  amountCents: number,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({
      refunded_cents: sql`${payments.refunded_cents} + ${amountCents}`,
      status: sql`case when ${payments.refunded_cents} + ${amountCents} >= ${payments.amount_cents}
                       then 'refunded' else ${payments.status} end`,
      updated_at: sql`now()`,
    })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error(`payment ${id} vanished during a refund`);
  return row;
}
