// Reserve, charge, confirm (issue 9 §2, docs/adr/0009). The card is charged OUTSIDE the
// transaction that holds the unit's row locks:
//   1. reserve: in the caller's locked transaction the limits are checked, the quote the payer
//      confirmed is compared with today's price, and a pending ledger row holds the spot;
//   2. charge: the provider charges exactly the quoted amount (no lock held);
//   3. confirm: a second transaction saves the vehicle and marks the payment succeeded.
// A decline releases the hold. If the confirmation cannot be saved, the charge is refunded
// through the provider and recorded as refunded: the vehicle is unchanged and nothing is kept.
import {
  PAYMENT_MESSAGES,
  type LedgerQuote,
  type PaymentInput,
  type Vehicle,
} from '@parking/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import type { UserRow } from '../db/queries/users';
import { lockOwnerRow } from '../db/queries/vehicle-counts';
import type { MailMessage } from '../mail/mailer';
import {
  confirmHold,
  insertHold,
  markRefunded,
  pendingPaymentFor,
  releaseHold,
  type PaymentRow,
} from '../payments/ledger';
import { HttpError, conflict } from '../util/http-error';
import { isUniqueViolation } from '../util/ids';
import {
  PAYMENT_ALREADY_USED,
  vehicleMemo,
  type ChargeResult,
  type PaymentGateway,
  type VehicleDescription,
} from './payment-gateway';
import { checkQuote, priceChanged, type QuoteSubject } from './payment-quotes';
import { notifyAfterCommit, type Notify } from './notifications/events';
import { recordAudit, type Actor } from './audit';

export const PAYMENT_REQUIRED = 'Payment required';

export interface PaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  /** Sends the receipt mail (the mailer, or the job queue when there is one). */
  sendMail?: (message: MailMessage) => Promise<void>;
  /** Issue 15: queues notification mails (receipt, onsite) after the commit. */
  notify?: Notify;
  log?: FastifyBaseLogger;
}

/** A save whose stay must be paid, as the reserve step found it. */
export interface DuePayment {
  quote: LedgerQuote;
  subject: QuoteSubject;
  /** The unit owner (locked in the reserve transaction): the ledger's unit, the receipt's reader. */
  owner: UserRow;
  carowner: 'owner' | 'renter';
  /** The save adds a vehicle to the unit's onsite count (not a moved checkout). */
  holdsSpot: boolean;
  vehicle: VehicleDescription & { vehicle_type: string };
}

export interface PaidChange {
  due: DuePayment;
  /** Saves the change in the confirm transaction, with the provider's transaction id. */
  save(tx: Executor, transactionId: string): Promise<Vehicle>;
}

/** Thrown by the reserve step when a stay is due and the save carries no payment. */
export const paymentRequired = () => new HttpError(402, PAYMENT_REQUIRED, 'payment_required');

type Reserved =
  { saved: Vehicle } | { changed: DuePayment } | { hold: PaymentRow; change: PaidChange };

async function reserve(
  tx: Executor,
  payment: PaymentInput,
  change: PaidChange,
  role: string,
): Promise<Reserved> {
  const { due } = change;
  if (due.subject.vehicleId && (await pendingPaymentFor(tx, due.subject.vehicleId))) {
    throw new HttpError(409, PAYMENT_MESSAGES.inProgress, 'payment_in_progress');
  }
  const quoteRow = await checkQuote(tx, payment.quote_id, due.quote, due.subject);
  if (!quoteRow) return { changed: due };
  const hold = await insertHold(tx, {
    hoaid: due.subject.hoaid,
    vehicle_id: due.subject.vehicleId,
    ownerid: due.owner.id,
    unitnumber: due.owner.unitnumber,
    plate: due.vehicle.plate,
    vehicle_type: due.vehicle.vehicle_type,
    payer_role: role,
    amount_cents: quoteRow.amount_cents,
    nights: quoteRow.covered_nights.length,
    covered_nights: quoteRow.covered_nights,
    startdate: quoteRow.covered_nights[0] ?? due.subject.checkin,
    enddate: due.subject.checkout,
    quote_id: quoteRow.id,
    holds_spot: due.holdsSpot,
    carowner: due.carowner,
    provider: 'pending',
    idempotency_key: payment.idempotency_key,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(PAYMENT_ALREADY_USED);
    throw error;
  });
  return { hold, change };
}

const IN_PROGRESS_WAIT_MS = 200;
const IN_PROGRESS_TRIES = 50;

/**
 * A double-clicked or retried payment finds the first one between charge and confirm: it waits
 * (outside any transaction, so the first can confirm) and then answers with the saved vehicle.
 */
async function whenNotInProgress<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const inProgress = error instanceof HttpError && error.code === 'payment_in_progress';
      if (!inProgress || tries >= IN_PROGRESS_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_WAIT_MS));
    }
  }
}

/**
 * Runs `prepare` in a transaction that locks the unit; it saves a free change itself, or returns
 * the PaidChange to reserve, charge and confirm.
 */
export async function saveWithPayment(
  deps: PaymentDeps,
  payer: { role: string; payment: PaymentInput | undefined; actor?: Actor },
  prepare: (tx: Executor) => Promise<Vehicle | PaidChange>,
): Promise<Vehicle> {
  const reserved = await whenNotInProgress(() =>
    deps.db.transaction(async (tx): Promise<Reserved> => {
      const prepared = await prepare(tx);
      if (!('due' in prepared)) return { saved: prepared };
      if (!payer.payment) throw paymentRequired();
      return reserve(tx, payer.payment, prepared, payer.role);
    }),
  );
  if ('saved' in reserved) return reserved.saved;
  if ('changed' in reserved) {
    throw await priceChanged(deps.db, reserved.changed.quote, reserved.changed.subject);
  }
  const { hold, change } = reserved;
  const payment = payer.payment as PaymentInput;
  const result = await chargeHold(deps, hold, change.due, payment);
  const saved = await confirm(deps, hold, change, result.transaction_id, payment, payer.actor);
  await sendReceipt(deps, change.due, hold, result.transaction_id);
  return saved;
}

async function chargeHold(
  deps: PaymentDeps,
  hold: PaymentRow,
  due: DuePayment,
  payment: PaymentInput,
): Promise<Extract<ChargeResult, { status: 'succeeded' }>> {
  let result: ChargeResult;
  try {
    result = await deps.gateway.charge({
      hoaid: hold.hoaid,
      unitnumber: hold.unitnumber,
      amount_cents: hold.amount_cents,
      // spec §7 Card payment: a meta reference 'parking at unit ... from ... to ...'
      reference: `parking at unit ${hold.unitnumber} from ${hold.startdate} to ${hold.enddate}`,
      memo: vehicleMemo(due.vehicle),
      payment,
    });
  } catch (error) {
    await releaseHold(deps.db, hold.id);
    throw error;
  }
  if (result.status === 'declined') {
    await releaseHold(deps.db, hold.id);
    throw new HttpError(402, result.message, 'payment_declined');
  }
  return result;
}

async function confirm(
  deps: PaymentDeps,
  hold: PaymentRow,
  change: PaidChange,
  transactionId: string,
  payment: PaymentInput,
  actor: Actor | undefined,
): Promise<Vehicle> {
  try {
    return await deps.db.transaction(async (tx) => {
      await lockOwnerRow(tx, change.due.owner.id);
      const vehicle = await change.save(tx, transactionId);
      await confirmHold(tx, hold.id, {
        transaction_id: transactionId,
        vehicle_id: vehicle._id,
        provider: deps.gateway.provider,
      });
      if (actor) await recordAudit(tx, actor, paymentEntry(hold, vehicle._id, transactionId));
      return vehicle;
    });
  } catch (error) {
    deps.log?.error({ err: error, payment: hold.id }, 'paid change not saved: refunding');
    const refund = await deps.gateway
      .refund({
        transaction_id: transactionId,
        amount_cents: hold.amount_cents,
        idempotency_key: payment.idempotency_key,
      })
      .catch((refundError: unknown) => ({
        status: 'failed' as const,
        message: refundError instanceof Error ? refundError.message : String(refundError),
      }));
    await markRefunded(deps.db, hold.id, {
      transaction_id: transactionId,
      provider: deps.gateway.provider,
      refund_id: refund.status === 'refunded' ? refund.refund_id : null,
      failure_message: refund.status === 'refunded' ? 'save failed' : refund.message,
      status: refund.status === 'refunded' ? 'refunded' : 'refund_failed',
    }).catch((markError: unknown) => {
      deps.log?.error({ err: markError, payment: hold.id }, 'refund not recorded');
    });
    throw new HttpError(503, PAYMENT_MESSAGES.refunded, 'payment_refunded');
  }
}

async function sendReceipt(
  deps: PaymentDeps,
  due: DuePayment,
  hold: PaymentRow,
  transactionId: string,
): Promise<void> {
  if (!due.owner.email) return;
  // The payment is saved: a mail that cannot be queued is logged, never a failed payment.
  // Issue 15: the receipt is a notification (template, preference, unsubscribe link).
  const payment = {
    amount_cents: hold.amount_cents,
    nights: hold.nights,
    plate: hold.plate,
    unitnumber: hold.unitnumber,
    startdate: hold.startdate,
    enddate: hold.enddate,
    transactionId,
  };
  const event = { kind: 'receipt' as const, hoaid: due.owner.hoaid, userid: due.owner.id, payment };
  await notifyAfterCommit(deps.notify, event, deps.log, `receipt_${hold.id}`);
}

/** Issue 15: a recorded charge ('pay'): amount, nights and the provider's id, never card data. */
export function paymentEntry(hold: PaymentRow, vehicleId: string, transactionId: string) {
  return {
    kind: 'payment' as const,
    action: 'pay' as const,
    entityid: hold.id,
    unitnumber: hold.unitnumber,
    plate: hold.plate,
    vehicleid: vehicleId,
    before: null,
    after: {
      amount_cents: hold.amount_cents,
      nights: hold.nights,
      startdate: hold.startdate,
      enddate: hold.enddate,
      payer_role: hold.payer_role,
      transaction_id: transactionId,
    },
  };
}
