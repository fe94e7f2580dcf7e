import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Paid, or held by PayPal for review (202: the message goes out when PayPal says it completed). */
export type CaptureResult =
  | { status: 'paid'; messageId: string | null; paymentId: string | null; details: unknown }
  | { status: 'pending'; messageId: string | null };

type Answer = { success?: unknown; status?: unknown; messageId?: unknown; paymentId?: unknown };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Captures an approved order. The server does it at most once, so calling again (a reload, the popup and
 * the return page both trying) is safe and answers the same.
 */
export async function captureOrder(input: {
  orderId: string;
  payerId?: string | null;
}): Promise<CaptureResult> {
  const answer = await api.post<Answer | null>(
    `/api/payments/paypal/capture/${encodeURIComponent(input.orderId)}`,
    input.payerId ? { payerId: input.payerId } : {},
  );
  const messageId = text(answer?.messageId);
  if (answer?.success === true && answer.status === 'paid') {
    return { status: 'paid', messageId, paymentId: text(answer.paymentId), details: answer };
  }
  return { status: 'pending', messageId };
}

export function useCaptureOrder() {
  return useMutation({ mutationFn: captureOrder });
}
