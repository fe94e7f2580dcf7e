import type { OrderStatus } from '@app/proto/rules/payment-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderTokenHeaders } from '../../../lib/payment-token';
import type { PaymentMode } from './get-gateways';

export type { OrderStatus } from '@app/proto/rules/payment-orders';

export type OrderDetails = {
  id: string;
  status: OrderStatus | string;
  messageId: string;
  amountCents: number | null;
  mode: PaymentMode;
};

type Answer = { orderDetails?: Record<string, unknown> | null };

/** One PayPal order as the popup needs it: with the session, or the payment token the order was made with. */
export async function getOrder(orderId: string): Promise<OrderDetails> {
  const answer = await api.get<Answer | null>(`/api/payment/paypal/order/${encodeURIComponent(orderId)}`, {
    headers: orderTokenHeaders(orderId),
  });
  const details = answer?.orderDetails ?? {};
  const mode = details.mode;
  return {
    id: typeof details.id === 'string' ? details.id : orderId,
    status: typeof details.status === 'string' ? details.status : 'created',
    messageId: typeof details.messageId === 'string' ? details.messageId : '',
    amountCents:
      typeof details.amountCents === 'number' && Number.isInteger(details.amountCents)
        ? details.amountCents
        : null,
    // The spec's rule: an order id starting with MOCK- is the simulated mode.
    mode:
      mode === 'simulated' || mode === 'sandbox' || mode === 'live'
        ? mode
        : orderId.startsWith('MOCK-')
          ? 'simulated'
          : 'live',
  };
}

export function useOrder(orderId: string, { enabled = true } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: ['payment', 'order', orderId], queryFn: () => getOrder(orderId) }),
    enabled,
  });
}
