import type { PaymentMode } from '../api/get-gateways';

const PAYPAL_HOSTS = new Set(['www.paypal.com', 'www.sandbox.paypal.com']);
const MOCK_APPROVE_PATH = '/api/payments/paypal/mock-approve/';

/**
 * Whether an address is one we may send the buyer to: PayPal itself, or our own simulated approval. The
 * address comes from our server, but a page that leaves the site checks where it goes.
 */
export function isSafeApprovalUrl(value: string): boolean {
  try {
    const url = new URL(value, window.location.origin);
    if (url.protocol === 'https:' && PAYPAL_HOSTS.has(url.hostname)) return true;
    return /^https?:$/.test(url.protocol) && url.pathname.startsWith(MOCK_APPROVE_PATH);
  } catch {
    return false;
  }
}

/** The approval page for an order when the creating answer is no longer at hand. */
export function fallbackApprovalUrl(orderId: string, mode: PaymentMode): string {
  const id = encodeURIComponent(orderId);
  if (mode === 'simulated') return `${MOCK_APPROVE_PATH}${id}`;
  const host = mode === 'live' ? 'www.paypal.com' : 'www.sandbox.paypal.com';
  return `https://${host}/checkoutnow?token=${id}`;
}
