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
    deliveryMethod: order.deliveryMethod,
    failureReason: order.failureReason ?? '',
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? '',
    provider: order.provider,
    approvalUrl: order.approvalUrl ?? '',
  };
}
