// Reserve, charge, confirm (docs/adr/0009). The card is charged OUTSIDE the
// transaction that holds the unit's row locks:
//   1. reserve: in the caller's locked transaction the limits are checked, the quote the payer
//      confirmed is compared with today's price, and a pending ledger row holds the spot;
//   2. charge: the provider charges exactly the quoted amount (no lock held);
//   3. confirm: a second transaction saves the vehicle and marks the payment succeeded.
// A decline releases the hold. If the confirmation cannot be saved, the charge is refunded
// through the provider and recorded as refunded: the vehicle is unchanged and nothing is kept.
import {
  PAYMENT_MESSAGES,
  moneyToCents,
  type LedgerQuote,
  type PaymentInput,
  type SavedVehicle,
} from '@parking/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import type { UserRow } from '../db/queries/users';
import { insertNights, repriceNights } from '../db/queries/stay-nights';
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
import { notifyAfterCommit, recordNotification, type Notify } from './notifications/events';
import { recordAudit, type Actor } from './audit';
import type { NightSubject } from './night-ledger';

export const PAYMENT_REQUIRED = 'Payment required';

export interface PaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  /** Sends the receipt mail (the mailer, or the job queue when there is one). */
  sendMail?: (message: MailMessage) => Promise<void>;
  /** Queues notification mails (receipt, onsite) after the commit. */
  notify?: Notify;
  log?: FastifyBaseLogger;
}

/** A save whose stay must be paid, as the reserve step found it. */
export interface DuePayment {
  /** The plate whose due nights the hold claims in the night ledger (docs/adr/0020). */
  nights: NightSubject;
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
  /** The vehicle's version the change was planned on (null for a new vehicle). */
  version: number | null;
  /** Saves the change in the confirm transaction, with the provider's transaction id. */
  save(tx: Executor, transactionId: string): Promise<SavedVehicle>;
}

/**
 * The confirm step runs the change's preparation again under the unit's lock (docs/adr/0020):
 * it must find the vehicle at the version it was planned on and the same nights due.
 */
export interface Confirming {
  hold: PaymentRow;
  version: number | null;
}

/** Prepares a change in a transaction that locks the unit: saves a free change, or plans a paid one. */
export type PrepareChange = (
  tx: Executor,
  confirming?: Confirming,
) => Promise<SavedVehicle | PaidChange>;

/** A change whose vehicle or unit moved on between the quote and the charge. */
export const changedWhilePaying = (reason?: string) =>
  new HttpError(
    409,
    reason
      ? `${PAYMENT_MESSAGES.changedWhilePaying} ${reason}`
      : PAYMENT_MESSAGES.changedWhilePaying,
    'stay_changed',
  );

/** Thrown by the reserve step when a stay is due and the save carries no payment. */
export const paymentRequired = () => new HttpError(402, PAYMENT_REQUIRED, 'payment_required');

type Reserved =
  { saved: SavedVehicle } | { changed: DuePayment } | { hold: PaymentRow; change: PaidChange };

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
    // A type change's top-up counts the nights it re-prices (docs/adr/0020).
    nights: quoteRow.covered_nights.length + quoteRow.repriced_nights.length,
    covered_nights: quoteRow.covered_nights,
    repriced_nights: quoteRow.repriced_nights,
    startdate:
      [...quoteRow.covered_nights, ...quoteRow.repriced_nights].sort()[0] ?? due.subject.checkin,
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
  // The hold claims its nights: another payment of the same plate's nights fails here, before
  // any card is charged.
  await insertNights(
    tx,
    { ...due.nights, vehicle_id: due.subject.vehicleId },
    quoteRow.covered_nights,
    { payment_id: hold.id, price_cents: quoteRow.dayprice_cents },
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, PAYMENT_MESSAGES.inProgress, 'payment_in_progress');
    }
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
  prepare: PrepareChange,
): Promise<SavedVehicle> {
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
  const saved = await confirm(deps, hold, change, prepare, result, payment, payer.actor);
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

function sameNights(planned: readonly string[], held: readonly string[]): boolean {
  return planned.length === held.length && planned.every((night, i) => night === held[i]);
}

async function confirm(
  deps: PaymentDeps,
  hold: PaymentRow,
  change: PaidChange,
  prepare: PrepareChange,
  charged: { transaction_id: string },
  payment: PaymentInput,
  actor: Actor | undefined,
): Promise<SavedVehicle> {
  const transactionId = charged.transaction_id;
  try {
    return await deps.db.transaction(async (tx) => {
      // Planned again under the unit's lock: an acknowledged change made meanwhile is never
      // undone by this earlier request, and the limits and nights are checked as they are now.
      const again = await prepare(tx, { hold, version: change.version });
      if (
        !('due' in again) ||
        !sameNights(again.due.quote.nights_due, hold.covered_nights) ||
        !sameNights(again.due.quote.nights_repriced, hold.repriced_nights)
      ) {
        throw changedWhilePaying();
      }
      const vehicle = await again.save(tx, transactionId);
      await repriceNights(tx, again.due.nights, hold.repriced_nights, {
        price_cents: moneyToCents(again.due.quote.dayprice),
        vehicle_type: again.due.vehicle.vehicle_type,
      });
      await confirmHold(tx, hold.id, {
        transaction_id: transactionId,
        vehicle_id: vehicle._id,
        provider: deps.gateway.provider,
      });
      if (actor) await recordAudit(tx, actor, paymentEntry(hold, vehicle._id, transactionId));
      // The receipt is kept with the payment it tells of, in its transaction (docs/adr/0022).
      const receipt = receiptNotice(change.due, hold, transactionId);
      if (receipt) await recordNotification(tx, receipt.event, receipt.key);
      return vehicle;
    });
  } catch (error) {
    deps.log?.warn({ err: error, payment: hold.id }, 'paid change not saved: refunding');
    await refundHold(deps, hold, transactionId, payment);
    if (error instanceof HttpError && error.statusCode === 409) {
      throw changedWhilePaying(error.code === 'stay_changed' ? undefined : error.message);
    }
    throw new HttpError(503, PAYMENT_MESSAGES.refunded, 'payment_refunded');
  }
}

/** The charge of a change that could not be saved goes back whole; the hold's nights are freed. */
async function refundHold(
  deps: PaymentDeps,
  hold: PaymentRow,
  transactionId: string,
  payment: PaymentInput,
): Promise<void> {
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
}

/** The payer's receipt (a notification: template, preference, unsubscribe link, docs/adr/0015). */
function receiptNotice(due: DuePayment, hold: PaymentRow, transactionId: string) {
  if (!due.owner.email) return null;
  const payment = {
    amount_cents: hold.amount_cents,
    nights: hold.nights,
    plate: hold.plate,
    unitnumber: hold.unitnumber,
    startdate: hold.startdate,
    enddate: hold.enddate,
    transactionId,
  };
  return {
    event: { kind: 'receipt' as const, hoaid: due.owner.hoaid, userid: due.owner.id, payment },
    key: `receipt_${hold.id}`,
  };
}

async function sendReceipt(
  deps: PaymentDeps,
  due: DuePayment,
  hold: PaymentRow,
  transactionId: string,
): Promise<void> {
  // The payment is saved: a mail that cannot be queued is logged, never a failed payment.
  const receipt = receiptNotice(due, hold, transactionId);
  if (receipt) await notifyAfterCommit(deps.notify, receipt.event, deps.log, receipt.key);
}

/** A recorded charge ('pay'): amount, nights and the provider's id, never card data. */
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
