import { AppError } from '@app/platform/errors';
import type { DeliveryMethod } from '@app/proto/rules/prices';
import { DELIVERY_METHODS } from '@app/proto/rules/prices';
import type { PaymentDeps } from './payment-deps.ts';

export type Payer = { userId: string; paymentToken: string };

export type PayableMessage = {
  messageId: string;
  userId: string;
  deliveryMethod: DeliveryMethod;
  isSealed: boolean;
  requiresPayment: boolean;
  paid: boolean;
  isDelivered: boolean;
};

export function messageNotFound(): AppError {
  return new AppError('NOT_FOUND', 'no such message for this payer', { reason: 'MESSAGE_NOT_FOUND' });
}

/**
 * The message a payment is for, as its owner (the message service) sees it now: found only when the payer
 * owns it or holds a live payment token issued for it. The price is derived from its delivery method here,
 * never from what a client says.
 */
export async function loadPayableMessage(
  deps: Pick<PaymentDeps, 'message'>,
  messageId: string,
  payer: Payer,
): Promise<PayableMessage> {
  if (!payer.userId && !payer.paymentToken) throw messageNotFound();
  try {
    const found = await deps.message.GetPayableMessage({
      messageId,
      userId: payer.userId,
      paymentToken: payer.paymentToken,
    });
    const method = DELIVERY_METHODS.find((m) => m === found.deliveryMethod);
    if (!method) throw new AppError('INTERNAL', `unknown delivery method ${found.deliveryMethod}`);
    return { ...found, deliveryMethod: method };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw messageNotFound();
    throw error;
  }
}
