// Builds the browser's sandbox token (shared/src/features/card-payment/card-tokenizer.ts).
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
export function cardPayment(number = '4242424242424242', idempotency_key?: string) {
  sequence += 1;
  return {
    card_token: sandboxToken({ number, cvv: '123', exp_month: '12', exp_year: '2099' }),
    idempotency_key: idempotency_key ?? `test-key-${sequence}-${Date.now()}`,
    customer: { first_name: 'Olivia', last_name: 'Owner', zip: '19930' },
  };
}
