import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentTokenQuery } from '../../../lib/payment-token';

export type PaymentFlow = 'redirect' | 'popup';

export type CreateOrderInput = {
  messageId: string;
  discountCode?: string | undefined;
  flow: PaymentFlow;
  paymentToken?: string | null | undefined;
};

/** Either nothing is left to pay (a 100 % discount, or already paid), or an order waiting for approval. */
export type CreatedOrder =
  { completed: true } | { completed: false; orderId: string | null; approvalUrl: string | null };

type Answer = {
  completed?: unknown;
  orderId?: unknown;
  id?: unknown;
  orderConfig?: { id?: unknown } | null;
  approvalUrl?: unknown;
  links?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The approve link, from `approvalUrl` or else from `links` (the spec's two places for it). */
function approvalOf(answer: Answer): string | null {
  const direct = text(answer.approvalUrl);
  if (direct) return direct;
  if (!Array.isArray(answer.links)) return null;
  const approve = (answer.links as unknown[]).find(
    (link): link is { rel: string; href: string } =>
      typeof link === 'object' &&
      link !== null &&
      (link as { rel?: unknown }).rel === 'approve' &&
      typeof (link as { href?: unknown }).href === 'string',
  );
  return approve?.href ?? null;
}

/** Starts paying with PayPal. The server prices the message itself: no amount is ever sent. */
export async function createOrder({
  messageId,
  discountCode,
  flow,
  paymentToken,
}: CreateOrderInput): Promise<CreatedOrder> {
  const answer = await api.post<Answer | null>(
    `/api/payment/paypal/create-order${paymentTokenQuery(paymentToken)}`,
    { messageId, paymentMethod: 'paypal', flow, ...(discountCode ? { discountCode } : {}) },
  );
  if (answer?.completed === true) return { completed: true };
  const orderId = text(answer?.orderId) ?? text(answer?.orderConfig?.id) ?? text(answer?.id);
  return { completed: false, orderId, approvalUrl: answer ? approvalOf(answer) : null };
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
