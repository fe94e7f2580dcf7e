import { CURRENCY } from '@app/proto/rules/prices';
import type { PaymentDeps } from './payment-deps.ts';

/** How payments are taken here, for the payment page: PayPal's mode, its public client id and the currency. */
export function getPaymentOptions(deps: Pick<PaymentDeps, 'mode' | 'clientId'>) {
  return { mode: deps.mode, clientId: deps.clientId, currency: CURRENCY };
}
