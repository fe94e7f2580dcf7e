import { AppError } from '@app/platform/errors';
import { findOrderByProviderId } from '../db/order-repository.ts';
import { isSimulatedOrderId, type SimulatedPaypal } from '../paypal/simulated-paypal.ts';
import { moveOrder } from './order-state.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * The buyer pressed "pay" on simulated mode's stand-in for PayPal's page. Only in simulated mode, and only
 * for MOCK- ids: a real PayPal order is approved at PayPal, never here.
 */
export async function approveSimulatedOrder(
  deps: PaymentDeps,
  simulated: SimulatedPaypal | null,
  providerOrderId: string,
): Promise<{ returnUrl: string }> {
  const order = isSimulatedOrderId(providerOrderId)
    ? await findOrderByProviderId(deps.db, providerOrderId)
    : null;
  if (!simulated || !order)
    throw new AppError('NOT_FOUND', 'no simulated order', { reason: 'UNKNOWN_ORDER' });
  const { returnUrl } = await simulated.approve(providerOrderId);
  await moveOrder(deps.db, order.id, ['created'], 'approved');
  return { returnUrl };
}
