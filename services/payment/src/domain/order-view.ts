import { knownValue } from '@app/proto/rules/proto-enum';
import { DELIVERY_METHODS } from '@app/proto/rules/prices';
import type { PaymentOrder } from '../db/generated/client.ts';

/** An order as the gRPC contract shows it (`Order` in payment.proto). */
export function orderView(order: PaymentOrder) {
  return {
    orderId: order.providerOrderId ?? '',
    messageId: order.messageId,
    status: order.status,
    price: {
      baseCents: order.baseCents,
      discountPercent: order.discountPercent,
      discountCents: order.discountCents,
      finalCents: order.amountCents,
      currency: order.currency,
    },
    discountCode: order.discountCode ?? '',
    deliveryMethod: knownValue(DELIVERY_METHODS, order.deliveryMethod),
    failureReason: order.failureReason ?? '',
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? '',
    provider: order.provider,
    approvalUrl: order.approvalUrl ?? '',
  };
}
