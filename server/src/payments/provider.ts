// Chooses the card provider from configuration (PAYMENT_PROVIDER, config.ts). A real provider
// (its browser script tokenises the card, so card data never reaches this server) is one more
// PaymentGateway implementation and one more case here.
import type { PaymentProviderName } from '../config';
import { unconfiguredPaymentGateway, type PaymentGateway } from '../services/payment-gateway';
import { createSandboxProvider } from './sandbox-provider';

export function createPaymentGateway(name: PaymentProviderName): PaymentGateway {
  switch (name) {
    case 'sandbox':
      return createSandboxProvider();
    case 'none':
      return unconfiguredPaymentGateway;
  }
}
