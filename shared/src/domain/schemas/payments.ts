// The payment calls' wire shapes, once (docs/adr/0035, docs/adr/0009): the card payment a
// vehicle save carries, the server's quote of a stay, the ledger lists and the refund.
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../payment-contract';
import { VALIDATION } from '../messages';
import { optionalText, requiredText } from './fields';

/** Card payment attached to a vehicle save when one is due (spec §9 "Who pays"). */
export const paymentInputSchema = z.object({
  /** Token from the provider's browser script (or the sandbox's card form). */
  card_token: z.string().min(1).max(2000),
  /** Same key for a retried or double-clicked payment: the charge happens once. */
  idempotency_key: z.string().min(8).max(200),
  /** The server quote the payer confirmed (quote_stay); a changed price is refused. */
  quote_id: z.string().trim().max(64, { error: PAYMENT_MESSAGES.quoteRequired }),
  customer: z.object({
    first_name: requiredText(VALIDATION.cardFirstName, 100),
    last_name: requiredText(VALIDATION.cardLastName, 100),
    zip: optionalText(20),
  }),
});
/** The payment as the services receive it, checked: every text present. */
export type PaymentInput = z.output<typeof paymentInputSchema>;
