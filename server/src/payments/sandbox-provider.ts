// The offline sandbox card provider (spec §9 Card payment): it redeems the browser's
// sandbox token ('sandbox:' + base64 JSON, see shared card-tokenizer.ts) with the rules of a
// real provider's test mode, so the whole paid flow runs without a network or real cards.
import { randomBytes } from 'node:crypto';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  RefundResult,
} from '../services/payment-gateway';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_TOKEN_PREFIX = 'sandbox:';

/** Test numbers that a real provider's test mode declines, with the provider's message. */
export const SANDBOX_DECLINES: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

export const SANDBOX_MESSAGES = {
  badToken: 'The card could not be read. Please enter the card again.',
  badNumber: 'Your card number is incorrect.',
  badExpiry: 'Your card has expired.',
  badCvv: "Your card's security code is incorrect.",
  keyReused: 'This payment was already made for a different amount.',
  unknownCharge: 'There is no such charge to refund.',
} as const;

interface SandboxCard {
  number: string;
  cvv: string;
  exp_month: number;
  exp_year: number;
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function decodeSandboxToken(token: string): SandboxCard | null {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return null;
  try {
    const json = Buffer.from(token.slice(SANDBOX_TOKEN_PREFIX.length), 'base64').toString('utf8');
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const fields = value as Record<string, unknown>;
    const text = (key: string) =>
      typeof fields[key] === 'string' ? fields[key] : String(fields[key] ?? '');
    return {
      number: text('number').replace(/[\s-]+/g, ''),
      cvv: text('cvv').trim(),
      exp_month: Number(text('exp_month')),
      exp_year: Number(text('exp_year')),
    };
  } catch {
    return null;
  }
}

/** A card is good through the last day of its expiry month. */
function isExpired(card: SandboxCard, now: Date): boolean {
  const { exp_month: month, exp_year: year } = card;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return true;
  const fullYear = year < 100 ? 2000 + year : year;
  const currentYear = now.getUTCFullYear();
  return fullYear < currentYear || (fullYear === currentYear && month < now.getUTCMonth() + 1);
}

export function judgeCard(token: string, now: Date = new Date()): ChargeResult {
  const card = decodeSandboxToken(token);
  if (!card) return { status: 'declined', message: SANDBOX_MESSAGES.badToken };
  if (!passesLuhn(card.number)) return { status: 'declined', message: SANDBOX_MESSAGES.badNumber };
  const decline = SANDBOX_DECLINES[card.number];
  if (decline) return { status: 'declined', message: decline };
  if (isExpired(card, now)) return { status: 'declined', message: SANDBOX_MESSAGES.badExpiry };
  if (!/^\d{3,4}$/.test(card.cvv)) return { status: 'declined', message: SANDBOX_MESSAGES.badCvv };
  return { status: 'succeeded', transaction_id: `sbx_${randomBytes(12).toString('hex')}` };
}

interface KeptCharge {
  amount_cents: number;
  result: ChargeResult;
}

export interface SandboxProvider extends PaymentGateway {
  /** How many charges actually ran (a replayed idempotency key is not one). */
  readonly chargeCount: () => number;
  /** How many charges were refunded. */
  readonly refundCount: () => number;
  /** Cents charged and not refunded: what the payers' cards were really charged. */
  readonly netChargedCents: () => number;
}

/**
 * Idempotent like a real provider: the same idempotency key returns the first charge without a
 * second one; the same key for a different amount is refused. The vehicle services also check
 * the payments table first, so a replay across restarts never reaches the provider.
 */
export function createSandboxProvider(clock: () => Date = () => new Date()): SandboxProvider {
  const kept = new Map<string, KeptCharge>();
  const refunds = new Map<string, RefundResult>();
  const refunded = new Map<string, number>();
  let charges = 0;
  let charged = 0;
  return {
    provider: SANDBOX_PROVIDER,
    chargeCount: () => charges,
    refundCount: () => refunds.size,
    netChargedCents: () => charged,
    // Like a real provider: a refund is kept under its key (the charge's transaction id unless
    // the caller names one) and a repeated refund returns the first; refunds of one charge never
    // add up to more than it.
    async refund(request): Promise<RefundResult> {
      const key = request.refund_key ?? request.transaction_id;
      const previous = refunds.get(key);
      if (previous) return previous;
      const charge = [...kept.values()].find(
        ({ result }) =>
          result.status === 'succeeded' && result.transaction_id === request.transaction_id,
      );
      const already = refunded.get(request.transaction_id) ?? 0;
      // Without a key of its own a refund is the whole charge; with one, a part of what is left.
      const fits = request.refund_key
        ? request.amount_cents > 0 && request.amount_cents <= (charge?.amount_cents ?? 0) - already
        : request.amount_cents === charge?.amount_cents && already === 0;
      if (!charge || !fits) {
        return { status: 'failed', message: SANDBOX_MESSAGES.unknownCharge };
      }
      const result: RefundResult = {
        status: 'refunded',
        refund_id: `sbx_re_${randomBytes(12).toString('hex')}`,
      };
      refunds.set(key, result);
      refunded.set(request.transaction_id, already + request.amount_cents);
      charged -= request.amount_cents;
      return Promise.resolve(result);
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const key = request.payment.idempotency_key;
      const previous = kept.get(key);
      if (previous) {
        if (previous.amount_cents !== request.amount_cents) {
          return { status: 'declined', message: SANDBOX_MESSAGES.keyReused };
        }
        return previous.result;
      }
      const result = judgeCard(request.payment.card_token, clock());
      // Only a charge is kept: after a decline the payer may fix the card and retry the key.
      if (result.status === 'succeeded') {
        charges += 1;
        charged += request.amount_cents;
        kept.set(key, { amount_cents: request.amount_cents, result });
      }
      return Promise.resolve(result);
    },
  };
}
