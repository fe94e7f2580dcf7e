/** A query string from the values that are set. */
function query(values: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) search.set(key, value);
  return search.toString();
}

// Every route of the app in one place: `path` for the router, `getHref` for the app's own links.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    path: '/auth',
    getHref: (options: { tab?: 'login' | 'register'; verified?: boolean; next?: string } = {}) => {
      const search = new URLSearchParams();
      if (options.tab) search.set('tab', options.tab);
      if (options.verified !== undefined) search.set('verified', String(options.verified));
      if (options.next) search.set('next', options.next);
      const query = search.toString();
      return query ? `/auth?${query}` : '/auth';
    },
  },
  // Linked from e-mails the server writes: `?token=` carries the one-time token.
  verifyEmail: { path: '/verify-email' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password' },
  createMessage: { path: '/create-message', getHref: () => '/create-message' },
  admin: { path: '/admin', getHref: () => '/admin' },
  messageAccess: {
    path: '/message/access',
    // `?code=` prefills the form and submits it at once.
    getHref: (code?: string) =>
      code ? `/message/access?${new URLSearchParams({ code }).toString()}` : '/message/access',
  },
  messageView: {
    path: '/message/view/:code',
    getHref: (code: string) => `/message/view/${encodeURIComponent(code)}`,
  },
  // The popup's page; `?orderId=` names the PayPal order it completes.
  paypalPopup: {
    path: '/payment/paypal',
    getHref: (orderId?: string) => (orderId ? `/payment/paypal?${query({ orderId })}` : '/payment/paypal'),
  },
  // Leaves for PayPal's approval page (the full-page flow); declared before `/payment/:messageId`.
  paypalRedirect: {
    path: '/payment/paypal-redirect',
    getHref: (options: { orderId: string; messageId: string }) =>
      `/payment/paypal-redirect?${query(options)}`,
  },
  payment: {
    path: '/payment/:messageId',
    getHref: (messageId: string) => `/payment/${encodeURIComponent(messageId)}`,
  },
  paymentSuccess: { path: '/payment-success', getHref: () => '/payment-success' },
  paymentError: {
    path: '/payment-error',
    getHref: (options: { reason: string; messageId?: string | null | undefined }) =>
      `/payment-error?${query(options)}`,
  },
  paymentCancel: { path: '/payment-cancel', getHref: () => '/payment-cancel' },
  messages: { path: '/messages', getHref: () => '/messages' },
  // The signed-in sender's own settings.
  account: { path: '/account', getHref: () => '/account' },
  // Where closing the account leads (from /account only, with the server's words in the history state).
  accountClosed: { path: '/account/closed', getHref: () => '/account/closed' },
  // Linked from the e-mail to a sender's backup address (`#token=`); open to everyone: the mailbox is the proof.
  confirmBackupEmail: { path: '/account/backup-email', getHref: () => '/account/backup-email' },
  // Linked from every delivery e-mail (`#token=`): its recipient refuses a sender, or anonymous messages. Open to
  // everyone: the mailbox is the proof.
  recipientChoices: { path: '/recipient/choices', getHref: () => '/recipient/choices' },
  // Linked from the check-in e-mail: `#token=` (a fragment, so it never reaches a server log) names the
  // check-in; `?token=` is read too. Open to everyone: the sender answers without signing in.
  proofOfLife: { path: '/proof-of-life', getHref: () => '/proof-of-life' },
  // Linked from the trusted contact's e-mail, the same way (`#token=`); open to everyone, the contact has
  // no account.
  proofOfLifeContact: { path: '/proof-of-life/contact', getHref: () => '/proof-of-life/contact' },
  // Linked from the twice-yearly review e-mail (`#token=`); open to everyone: the link is the proof.
  proofOfLifeReview: { path: '/proof-of-life/review', getHref: () => '/proof-of-life/review' },
  // Linked from the trusted contact's invitation (`#token=`), sent when the message is armed; open to everyone.
  contactInvitation: { path: '/trusted-contact', getHref: () => '/trusted-contact' },
} as const;
