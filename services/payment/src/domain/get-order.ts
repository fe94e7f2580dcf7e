import type { PaymentOrder } from '../db/generated/client.ts';
import { findOrder, orderOfPayer } from './order-of-payer.ts';
import type { Payer } from './payable-message.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** An order by its provider id: only as its payer may reach it when one is named, else whoever asks. */
export function getOrder(
  deps: Pick<PaymentDeps, 'db' | 'message'>,
  providerOrderId: string,
  payer: Payer | null,
): Promise<PaymentOrder> {
  return payer ? orderOfPayer(deps, providerOrderId, payer) : findOrder(deps, providerOrderId);
}
