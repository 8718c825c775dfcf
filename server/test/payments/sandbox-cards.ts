// Builds the browser's sandbox token (shared/src/features/card-payment/card-tokenizer.ts) and
// the server quote a payment confirms (POST /api/parking/quote_stay, docs/adr/0009).
import type { PaymentQuote } from '@parking/shared/domain';
import type { Caller } from '../helpers/vehicle-fixtures';

export interface SandboxCardFields {
  number: string;
  cvv: string;
  exp_month: string;
  exp_year: string;
}

export function sandboxToken(card: SandboxCardFields): string {
  return `sandbox:${Buffer.from(JSON.stringify(card)).toString('base64')}`;
}

let sequence = 0;

/** A card payment as the browser sends it, with a fresh idempotency key unless one is given. */
export function cardPayment(number = '4242424242424242', idempotency_key?: string, quote_id = '') {
  sequence += 1;
  return {
    card_token: sandboxToken({ number, cvv: '123', exp_month: '12', exp_year: '2099' }),
    idempotency_key: idempotency_key ?? `test-key-${sequence}-${Date.now()}`,
    quote_id,
    customer: { first_name: 'Olivia', last_name: 'Owner', zip: '19930' },
  };
}

export interface QuoteBody {
  vehicleid?: string;
  plate?: string;
  vehicle_type?: string;
  carownertype?: string;
  enddate: string;
}

/** The server's quote for a stay, as the payment summary asks for it. */
export async function quoteStay(who: Caller, body: QuoteBody): Promise<PaymentQuote> {
  const response = await who.post('quote_stay', { vehicle_type: 'CAR', ...body });
  if (response.statusCode !== 200) throw new Error(`quote_stay failed: ${response.body}`);
  return response.json<PaymentQuote>();
}

/** A card payment of the stay's current quote. */
export async function quotedPayment(who: Caller, body: QuoteBody, number?: string) {
  const quote = await quoteStay(who, body);
  return { quote, payment: cardPayment(number, undefined, quote.quote_id ?? '') };
}
