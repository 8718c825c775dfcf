// The card payment seam (ARCHITECTURE "Payments"): the vehicle services price a stay with the
// shared rules and hand the charge to a provider chosen by PAYMENT_PROVIDER (src/payments).
// With no provider configured every charge is declined, never faked. The charge runs outside
// any database transaction (services/payment-flow.ts).
import { FAILURE, type PaymentInput } from '@parking/shared/domain';

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

export interface RefundRequest {
  transaction_id: string;
  amount_cents: number;
  /** The charge's idempotency key: a retried refund returns the first one. */
  idempotency_key: string;
  /** A partial refund's own key (docs/adr/0020); absent: the whole charge, once. */
  refund_key?: string;
}

export type RefundResult =
  { status: 'refunded'; refund_id: string } | { status: 'failed'; message: string };

export interface PaymentGateway {
  readonly provider: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Returns a charge whose vehicle could not be saved (docs/adr/0009). */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export const PAYMENTS_NOT_CONFIGURED = 'none';

/** No provider configured: declines with the spec §8 card failure text. */
export const unconfiguredPaymentGateway: PaymentGateway = {
  provider: PAYMENTS_NOT_CONFIGURED,
  async charge() {
    return { status: 'declined', message: FAILURE.transaction };
  },
  async refund() {
    return { status: 'failed', message: FAILURE.transaction };
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
