// spec §9 Card payment: the card form, its payment state and the browser-side card tokenizer.
export { CardPaymentForm, type CardPaymentFormProps } from './card-payment-form';
export {
  useCardPayment,
  type CardPaymentValues,
  type PayAndSave,
  type PaymentState,
} from './use-card-payment';
export {
  configureCardTokenizer,
  currentCardTokenizer,
  sandboxTokenizer,
  SANDBOX_TOKEN_PREFIX,
  type CardDetails,
  type CardTokenizer,
} from './card-tokenizer';
