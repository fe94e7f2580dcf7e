/**
 * The seal's payment token lets the guest payment pages act for one message without a session. It lives
 * in this tab's sessionStorage only (gone with the tab), keyed per message, and never in a URL we build:
 * URLs end up in history, logs and referrers.
 */
const tokenKey = (messageId: string) => `legado.paymentToken.${messageId}`;
const approvalKey = (orderId: string) => `legado.paypalApproval.${orderId}`;
const orderTokenKey = (orderId: string) => `legado.orderPaymentToken.${orderId}`;

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

/**
 * The payment token an order was made with, for reading or cancelling that order later (PayPal's return names
 * the order, not the message): only the order's payer may do either.
 */
export function saveOrderPaymentToken(orderId: string, token: string): void {
  write(orderTokenKey(orderId), token);
}

export function loadOrderPaymentToken(orderId: string): string | null {
  return read(orderTokenKey(orderId));
}

/** The header that carries an order's payment token, when this tab has one (the session pays otherwise). */
export function orderTokenHeaders(orderId: string): Record<string, string> {
  const token = loadOrderPaymentToken(orderId);
  return token ? { 'X-Payment-Token': token } : {};
}

/** `?paymentToken=` for the payment API's calls, or nothing when there is no token (the session pays). */
export function paymentTokenQuery(token: string | null | undefined): string {
  return token ? `?${new URLSearchParams({ paymentToken: token }).toString()}` : '';
}

/** `#paymentToken=…` for the popup's address (a fragment never reaches a server or its logs), or nothing. */
export function paymentTokenFragment(token: string | null | undefined): string {
  return token ? `#${new URLSearchParams({ paymentToken: token }).toString()}` : '';
}

/**
 * The popup keeps the token its address brought for its order, then takes it out of the address bar (so it
 * stays out of history and any shared screenshot).
 */
export function keepPaymentTokenFromAddress(orderId: string): void {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('paymentToken');
  if (!token || !orderId) return;
  saveOrderPaymentToken(orderId, token);
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
