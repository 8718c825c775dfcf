// spec §9 Card payment: every charge carries the browser's idempotency key. A retried or
// double-clicked save repeats it; the payment kept for that key names the vehicle it paid for,
// and that saved vehicle is the answer: one charge, one vehicle, no error for the payer.
import { PAYMENT_MESSAGES, type PaymentInput, type SavedVehicle } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import {
  findVehicle,
  listChangeHistory,
  toVehicle,
  type VehicleRow,
} from '../db/queries/vehicle-records';
import { findPaymentByKey } from '../db/queries/payment-keys';
import { HttpError, conflict } from '../util/http-error';
import { PAYMENT_ALREADY_USED } from './payment-gateway';

/**
 * The vehicle already paid with this key, when `isSameSave` recognises it; a key already spent
 * on another vehicle is refused (409). Call it after the unit owner's row is locked, so a
 * concurrent first save has committed (or rolled back) before the key is looked up.
 */
export async function replayPaidVehicle(
  tx: Executor,
  payment: PaymentInput | undefined,
  isSameSave: (paid: VehicleRow) => boolean,
): Promise<SavedVehicle | null> {
  if (!payment) return null;
  const paid = await findPaymentByKey(tx, payment.idempotency_key);
  if (!paid) return null;
  // A save still between charge and confirm (docs/adr/0009): the payer waits for its answer.
  if (paid.status === 'pending') {
    throw new HttpError(409, PAYMENT_MESSAGES.inProgress, 'payment_in_progress');
  }
  // A refunded charge: the payer pays again with a new key.
  if (paid.status !== 'succeeded') throw conflict(PAYMENT_ALREADY_USED);
  const row = paid.vehicle_id ? await findVehicle(tx, paid.hoaid, paid.vehicle_id) : undefined;
  if (!row || !isSameSave(row)) throw conflict(PAYMENT_ALREADY_USED);
  const history = await listChangeHistory(tx, [row.id]);
  return toVehicle(row, history.get(row.id) ?? []);
}
