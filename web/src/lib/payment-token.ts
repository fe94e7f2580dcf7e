/**
 * The seal's payment token lets the guest payment pages act for one message without a session. It lives
 * in this tab's sessionStorage only (gone with the tab), keyed per message, and never in a URL we build:
 * URLs end up in history, logs and referrers.
 */
const tokenKey = (messageId: string) => `legado.paymentToken.${messageId}`;
const approvalKey = (orderId: string) => `legado.paypalApproval.${orderId}`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    // Storage can be blocked; the owner's session still works without the token.
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // As above: without storage only the session can pay.
  }
}

export function savePaymentToken(messageId: string, token: string): void {
  write(tokenKey(messageId), token);
}

export function loadPaymentToken(messageId: string): string | null {
  return read(tokenKey(messageId));
}

/**
 * PayPal's approval address for an order, kept between creating the order and the page of this tab that
 * leaves for PayPal (the order details do not carry it).
 */
export function saveApprovalUrl(orderId: string, url: string): void {
  write(approvalKey(orderId), url);
}

export function loadApprovalUrl(orderId: string): string | null {
  return read(approvalKey(orderId));
}

/** `?paymentToken=` for the payment API's calls, or nothing when there is no token (the session pays). */
export function paymentTokenQuery(token: string | null | undefined): string {
  return token ? `?${new URLSearchParams({ paymentToken: token }).toString()}` : '';
}
