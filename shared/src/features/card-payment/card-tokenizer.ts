// spec §9 Card payment: card data never reaches our server as such. The browser turns it into an
// opaque card_token; the server's provider redeems the token. The sandbox tokenizer below is the
// default; a real provider's browser script replaces it through configureCardTokenizer.

export interface CardDetails {
  number: string;
  cvv: string;
  /** MM */
  month: string;
  /** YYYY */
  year: string;
}

export interface CardTokenizer {
  tokenize(card: CardDetails): Promise<string>;
}

export const SANDBOX_TOKEN_PREFIX = 'sandbox:';

/**
 * The sandbox provider's token: 'sandbox:' + base64 of JSON
 * `{ number, cvv, exp_month, exp_year }`; the server's sandbox provider decodes it.
 */
export const sandboxTokenizer: CardTokenizer = {
  tokenize(card) {
    const json = JSON.stringify({
      number: card.number.replace(/\s+/g, ''),
      cvv: card.cvv.trim(),
      exp_month: card.month.trim(),
      exp_year: card.year.trim(),
    });
    const bytes = new TextEncoder().encode(json);
    const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    return Promise.resolve(`${SANDBOX_TOKEN_PREFIX}${btoa(binary)}`);
  },
};

let configured: CardTokenizer = sandboxTokenizer;

/** Chooses the tokenizer the card form uses (configuration: the real provider's script). */
export function configureCardTokenizer(tokenizer: CardTokenizer): void {
  configured = tokenizer;
}

export function currentCardTokenizer(): CardTokenizer {
  return configured;
}
