// The card payment seam (ARCHITECTURE "Payments"): the vehicle services price a stay with the
// shared rules and hand the charge to a provider chosen by PAYMENT_PROVIDER (src/payments).
// With no provider configured every charge is declined, never faked.
import { FAILURE, type PaymentInput } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { payments } from '../db/schema';
import { conflict } from '../util/http-error';
import { isUniqueViolation } from '../util/ids';

export const PAYMENT_ALREADY_USED = 'This payment has already been used';

export interface ChargeRequest {
  hoaid: string;
  unitnumber: string;
  amount_cents: number;
  /** spec §7 Card payment: 'parking at unit ... from ... to ...'. */
  reference: string;
  /** The vehicle the stay is for, so the payer's statement names it. */
  memo: string;
  payment: PaymentInput;
}

export type ChargeResult =
  { status: 'succeeded'; transaction_id: string } | { status: 'declined'; message: string };

export interface PaymentGateway {
  readonly provider: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const PAYMENTS_NOT_CONFIGURED = 'none';

/** No provider configured: declines with the spec §8 card failure text. */
export const unconfiguredPaymentGateway: PaymentGateway = {
  provider: PAYMENTS_NOT_CONFIGURED,
  async charge() {
    return { status: 'declined', message: FAILURE.transaction };
  },
};

export interface VehicleDescription {
  make: string;
  model: string;
  year: string;
  plate: string;
  plate_state: string;
}

export function vehicleMemo(vehicle: VehicleDescription): string {
  const car = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  const plate = [vehicle.plate, vehicle.plate_state].filter(Boolean).join(' ');
  return [car || 'vehicle', plate && `plate ${plate}`].filter(Boolean).join(', ');
}

export interface SettledCharge {
  provider: string;
  transaction_id: string;
  idempotency_key: string;
  amount_cents: number;
  nights: number;
  startdate: string;
  enddate: string;
  payer_role: string;
}

/** Keeps the successful charge beside the vehicle it paid for (spec §3 payment fields). */
export async function recordPayment(
  db: Executor,
  charge: SettledCharge,
  vehicle: { id: string; hoaid: string; ownerid: string; unitnumber: string },
): Promise<void> {
  await db
    .insert(payments)
    .values({
      hoaid: vehicle.hoaid,
      vehicle_id: vehicle.id,
      ownerid: vehicle.ownerid,
      unitnumber: vehicle.unitnumber,
      payer_role: charge.payer_role,
      amount_cents: charge.amount_cents,
      nights: charge.nights,
      startdate: charge.startdate,
      enddate: charge.enddate,
      provider: charge.provider,
      transaction_id: charge.transaction_id,
      idempotency_key: charge.idempotency_key,
      status: 'succeeded',
    })
    .catch((error: unknown) => {
      // A double-clicked save sends the same idempotency key: one payment, one vehicle.
      if (isUniqueViolation(error)) throw conflict(PAYMENT_ALREADY_USED);
      throw error;
    });
}
