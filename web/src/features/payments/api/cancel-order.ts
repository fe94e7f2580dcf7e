import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderTokenHeaders } from '../../../lib/payment-token';

/** The buyer gave up: an open order is cancelled (a paid one is left alone). */
export function cancelOrder(orderId: string): Promise<unknown> {
  return api.post(
    `/api/payments/paypal/cancel/${encodeURIComponent(orderId)}`,
    {},
    {
      headers: orderTokenHeaders(orderId),
    },
  );
}

export function useCancelOrder() {
  return useMutation({ mutationFn: cancelOrder });
}
