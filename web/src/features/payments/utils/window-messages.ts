/** What the PayPal popup and the page that opened it tell each other (same-origin `postMessage`). */
export type PaymentWindowMessage =
  | { type: 'PAYMENT_SUCCESS'; paymentId: string; details: unknown }
  | { type: 'PAYMENT_ERROR'; error: string }
  | { type: 'PAYMENT_CANCEL' }
  | { type: 'PAYMENT_CANCEL_REQUEST' };

/**
 * The message an event carries, or null when it is not ours: another origin (any page can post to a
 * window it can reach) or a shape we do not know.
 */
export function readPaymentMessage(event: MessageEvent): PaymentWindowMessage | null {
  if (event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const record = data as Record<string, unknown>;
  switch (record.type) {
    case 'PAYMENT_SUCCESS':
      return {
        type: 'PAYMENT_SUCCESS',
        paymentId: typeof record.paymentId === 'string' ? record.paymentId : '',
        details: record.details,
      };
    case 'PAYMENT_ERROR':
      return { type: 'PAYMENT_ERROR', error: typeof record.error === 'string' ? record.error : '' };
    case 'PAYMENT_CANCEL':
    case 'PAYMENT_CANCEL_REQUEST':
      return { type: record.type };
    default:
      return null;
  }
}

/** Posts to another window of this site only: the target origin is ours, never "*". */
export function postPaymentMessage(target: Window | null | undefined, message: PaymentWindowMessage): void {
  target?.postMessage(message, window.location.origin);
}
