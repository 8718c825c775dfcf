// The payment kept for a browser's idempotency key (spec §9 Card payment; docs/adr/0009).
import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { payments } from '../schema';

export async function findPaymentByKey(db: Executor, idempotencyKey: string) {
  const [paid] = await db
    .select({ hoaid: payments.hoaid, vehicle_id: payments.vehicle_id, status: payments.status })
    .from(payments)
    .where(eq(payments.idempotency_key, idempotencyKey))
    .limit(1);
  return paid;
}
