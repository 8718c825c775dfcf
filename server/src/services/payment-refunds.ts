// Refunds management gives (docs/adr/0020): all or part of a succeeded payment, with a reason.
// The refund goes through the provider under its own key, the ledger keeps a payment_refunds row
// and the payment's refunded total, the nights the money buys back are released when the plate
// did not use them (unused nights from today on, latest first), the audit log records it and
// the unit's owner gets a refund receipt. The payment's row stays locked from the check of what
// is left to refund until the commit, so two refunds never add up to more than the payment.
// Nights the car used stay covered by the payment even when it is refunded whole: management
// waived them.
import { todayIn, type PaymentRecord, type CheckedRefundRequest } from '@parking/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import { paymentNights, releasePaymentNights } from '../db/queries/stay-nights';
import { countRefunds, insertRefund, lockPayment, recordRefunded } from '../payments/ledger';
import { toPaymentRecord } from './payment-ledger';
import type { AuthContext } from '../domain/auth-context';
import { HttpError, badRequest, notFound } from '../util/http-error';
import { recordAudit, actorOf } from './audit';
import { notifyAfterCommit, type Notify } from './notifications/events';
import type { PaymentGateway } from './payment-gateway';

export const REFUND_MESSAGES = {
  notFound: 'There is no such payment.',
  notRefundable: 'Only a completed payment can be refunded.',
  tooMuch: 'The refund is more than what is left of this payment.',
  failed: 'The card provider did not refund the payment. Nothing was changed.',
} as const;

export interface RefundDeps {
  db: Database;
  gateway: PaymentGateway;
  notify?: Notify;
  log?: FastifyBaseLogger;
}

export async function refundPayment(
  deps: RefundDeps,
  auth: AuthContext,
  community: CommunityRow,
  request: Omit<CheckedRefundRequest, 'hoaid'>,
): Promise<PaymentRecord> {
  const amountCents = Math.round(request.amount * 100);
  const today = todayIn(community.timezone);
  const outcome = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, community.hoaid, request.payment_id);
    if (!payment) throw notFound(REFUND_MESSAGES.notFound);
    if (payment.status !== 'succeeded' || !payment.transaction_id) {
      throw new HttpError(409, REFUND_MESSAGES.notRefundable, 'conflict');
    }
    const left = payment.amount_cents - payment.refunded_cents;
    if (amountCents > left)
      throw badRequest(REFUND_MESSAGES.tooMuch, { amount: REFUND_MESSAGES.tooMuch });
    // The n-th refund of a payment has the key payment:n: a retry after a lost answer gets the
    // provider's first refund back instead of a second one.
    const sequence = (await countRefunds(tx, payment.id)) + 1;
    const refund = await deps.gateway.refund({
      transaction_id: payment.transaction_id,
      amount_cents: amountCents,
      idempotency_key: payment.idempotency_key,
      refund_key: `${payment.id}:refund:${sequence}`,
    });
    if (refund.status !== 'refunded') {
      throw new HttpError(502, REFUND_MESSAGES.failed, 'conflict');
    }
    const nights = await paymentNights(tx, payment.id);
    const unused = nights.filter((night) => night.night >= today && !night.used).reverse();
    // A refund of what is left releases every unused night; a part, the whole nights it buys.
    const released: string[] = [];
    let budget = amountCents === left ? Number.POSITIVE_INFINITY : amountCents;
    for (const night of unused) {
      if (night.price_cents > budget) break;
      released.push(night.night);
      budget -= night.price_cents;
    }
    await releasePaymentNights(tx, payment.id, released);
    await insertRefund(tx, {
      hoaid: community.hoaid,
      payment_id: payment.id,
      amount_cents: amountCents,
      reason: request.reason,
      released_nights: released.sort(),
      refund_id: refund.refund_id,
      created_by: auth.userId,
    });
    const updated = await recordRefunded(tx, payment.id, amountCents);
    await recordAudit(tx, actorOf(auth), {
      kind: 'payment',
      action: 'refund',
      entityid: payment.id,
      unitnumber: payment.unitnumber,
      plate: payment.plate,
      vehicleid: payment.vehicle_id,
      before: { refunded_cents: payment.refunded_cents },
      after: {
        refunded_cents: updated.refunded_cents,
        amount_cents: amountCents,
        reason: request.reason,
        released_nights: released.length,
        refund_id: refund.refund_id,
      },
    });
    return { payment: updated, refundId: refund.refund_id };
  });
  const { payment } = outcome;
  if (payment.ownerid) {
    const facts = {
      amount_cents: payment.amount_cents,
      nights: payment.nights,
      plate: payment.plate,
      unitnumber: payment.unitnumber,
      startdate: payment.startdate,
      enddate: payment.enddate,
      transactionId: payment.transaction_id ?? '',
      refund: { amount_cents: amountCents, reason: request.reason, refund_id: outcome.refundId },
    };
    const event = {
      kind: 'receipt' as const,
      hoaid: community.hoaid,
      userid: payment.ownerid,
      payment: facts,
    };
    await notifyAfterCommit(deps.notify, event, deps.log, `refund_${outcome.refundId}`);
  }
  return toPaymentRecord(payment, community.timezone);
}
