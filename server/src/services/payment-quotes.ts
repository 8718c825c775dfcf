// Server quotes (docs/adr/0009): the payment summary's numbers come from here, and
// a charge takes exactly the quoted amount. The price is spec §9's, for the nights the ledger
// does not cover yet; who pays is spec §9 Who pays.
import {
  PAYMENT_MESSAGES,
  QUOTE_TTL_MINUTES,
  moneyToCents,
  quoteLedgerStay,
  spotPriceFor,
  type ActiveCounts,
  type Dstr,
  type EffectiveAllowances,
  type LedgerQuote,
  type PaymentQuote,
  type Role,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { listSpotTypes, type CommunityRow } from '../db/queries/communities';
import { deleteStaleQuotes, findQuote, insertQuote, type QuoteRow } from '../payments/ledger';
import type { NightPlan } from './night-ledger';
import { HttpError } from '../util/http-error';

export interface StayPricing {
  community: CommunityRow;
  role: Role;
  /** Onsite counts BEFORE the vehicle (pending holds included): the availability factor. */
  counts: ActiveCounts;
  limits: EffectiveAllowances;
  /** The stay's nights as the summary counts them (stayNights of stayStart .. checkout). */
  stay: readonly Dstr[];
  /** How the night ledger covers the nights (planNights). */
  plan: NightPlan;
  spotPrice: number;
  /** The type the stay is for: nights paid for another type are re-priced (docs/adr/0020). */
  vehicleType: string;
}

export async function vehicleSpotPrice(
  tx: Executor,
  hoaid: string,
  vehicleType: string,
): Promise<number> {
  return spotPriceFor(vehicleType, await listSpotTypes(tx, hoaid));
}

/**
 * The quote of a stay (docs/adr/0020): only the nights whose free spots other cars use are
 * priced. A night another payment of the plate is paying right now is refused (409): the payer
 * waits for it instead of paying the night twice.
 */
export function priceStay(input: StayPricing): LedgerQuote {
  const { community, counts, limits, plan } = input;
  if (plan.allocation.pending.length > 0) {
    throw new HttpError(409, PAYMENT_MESSAGES.inProgress, 'payment_in_progress');
  }
  return quoteLedgerStay({
    stay: input.stay,
    allocation: plan.allocation,
    role: input.role,
    paid: plan.paid,
    vehicleType: input.vehicleType,
    price: {
      spotPrice: input.spotPrice,
      season_parking_fee_factor: community.season_parking_fee_factor,
      allcount: counts.allcount,
      maxallactive: limits.maxallactive,
      use_availability_factor: community.use_availability_factor,
    },
  });
}

/** What a quote is about: a payment must be for the same unit, vehicle and payer. */
export interface QuoteSubject {
  hoaid: string;
  ownerid: string;
  vehicleId: string | null;
  role: Role;
  vehicle_type: string;
  checkin: Dstr;
  checkout: Dstr;
}

export function toPaymentQuote(
  quote: LedgerQuote,
  subject: Pick<QuoteSubject, 'checkin' | 'checkout'>,
  saved: QuoteRow | null,
): PaymentQuote {
  return {
    quote_id: saved?.id ?? null,
    expires_at: saved?.expires_at.toISOString() ?? null,
    checkin: subject.checkin,
    checkout: subject.checkout,
    nights: quote.nights_paid + quote.nights_free + quote.parking_nights,
    nights_paid: quote.nights_paid,
    nights_free: quote.nights_free,
    nights_due: quote.nights_due.length,
    nights_repriced: quote.nights_repriced.length,
    reprice_total: quote.reprice_total,
    dayprice: quote.dayprice,
    total_price: quote.total_price,
    payment_due: quote.payment_due,
    reason: quote.reason,
  };
}

/** Keeps a due quote so the payer can pay exactly it; a free stay needs no quote id. */
export async function issueQuote(
  tx: Executor,
  quote: LedgerQuote,
  subject: QuoteSubject,
): Promise<PaymentQuote> {
  if (!quote.payment_due) return toPaymentQuote(quote, subject, null);
  await deleteStaleQuotes(tx, subject.ownerid);
  const saved = await insertQuote(tx, {
    hoaid: subject.hoaid,
    ownerid: subject.ownerid,
    vehicle_id: subject.vehicleId,
    payer_role: subject.role,
    vehicle_type: subject.vehicle_type,
    checkout: subject.checkout,
    covered_nights: quote.nights_due,
    repriced_nights: quote.nights_repriced,
    dayprice_cents: moneyToCents(quote.dayprice),
    amount_cents: moneyToCents(quote.total_price),
    expires_at: new Date(Date.now() + QUOTE_TTL_MINUTES * 60_000),
  });
  return toPaymentQuote(quote, subject, saved);
}

function matches(saved: QuoteRow | undefined, quote: LedgerQuote, subject: QuoteSubject) {
  return (
    saved !== undefined &&
    saved.hoaid === subject.hoaid &&
    saved.ownerid === subject.ownerid &&
    saved.vehicle_id === subject.vehicleId &&
    saved.payer_role === subject.role &&
    saved.checkout === subject.checkout &&
    saved.expires_at.getTime() > Date.now() &&
    saved.amount_cents === moneyToCents(quote.total_price) &&
    saved.covered_nights.join() === quote.nights_due.join() &&
    saved.repriced_nights.join() === quote.nights_repriced.join()
  );
}

/**
 * The charge takes the quoted amount only: a quote that is missing, expired, for something else
 * or priced differently now is refused; the caller answers 409 price_changed with a new quote
 * (priceChanged) once its transaction is over, so the new quote is kept.
 */
export async function checkQuote(
  tx: Executor,
  quoteId: string,
  quote: LedgerQuote,
  subject: QuoteSubject,
): Promise<QuoteRow | null> {
  const saved = await findQuote(tx, quoteId);
  return saved && matches(saved, quote, subject) ? saved : null;
}

export async function priceChanged(
  db: Executor,
  quote: LedgerQuote,
  subject: QuoteSubject,
): Promise<HttpError> {
  const fresh = await issueQuote(db, quote, subject);
  return new HttpError(409, PAYMENT_MESSAGES.priceChanged, 'price_changed', undefined, {
    quote: fresh,
  });
}
