import { bffAdmin, bffOnly } from '@app/proto/call-rules';
import { from, serviceManifest } from '@app/proto/service-manifest';

/** The notification service: every e-mail, SMS and postal letter, and their bounces. */
export const manifest = serviceManifest({
  name: 'notification',
  grpcPort: 50056,
  serves: {
    SendTestEmail: bffAdmin,
    ListEmailActivity: bffAdmin,
    CheckMailServer: bffAdmin,
    GetMailAuthentication: bffAdmin,
    GetMailOutcomes: bffAdmin,
    ListPostalLetters: bffAdmin,
    RenderPostalLetter: bffAdmin,
    SetPostalLetterStatus: bffAdmin,
    // The bff asks only for the ids ListMessages gave the signed-in sender.
    GetLettersOfMessages: bffOnly,
    IsCheckInBounced: { scheduler: 'service' },
    // The admin's dead letters and re-drive, alike in every service (packages/platform/src/event-admin.ts).
    ListDeadLetters: bffAdmin,
    RetryDeadLetter: bffAdmin,
    RedriveOutbox: bffAdmin,
  },
  calls: {
    // IssueEmailToken (the token of a link, at send time), IssuePhoneCode (a verification code, at send
    // time), GetUser (a sender's address and language; whether a suspension still holds before it is told),
    // GetAccountClosure (before erasing a closed account's logs on `auth.user.deleted`), GetFarewell and
    // ForgetFarewell (confirming that erasure by e-mail), ListAdmins (whom an alert on the SMS budget goes to)
    auth: [
      'IssueEmailToken',
      'GetUser',
      'IssuePhoneCode',
      'GetAccountClosure',
      'GetFarewell',
      'ForgetFarewell',
      'ListAdmins',
    ],
    // GetDeliveryEnvelope (recipient, code: read at send time; whether the message was released),
    // GetTombstone, GetPostalLetter (what a letter prints, read when rendered), GetTrustedContact (who a
    // contact e-mail goes to, read when sent)
    message: ['GetDeliveryEnvelope', 'GetPostalLetter', 'GetTrustedContact', 'GetTombstone'],
    // GetOrder (a receipt's price, discount and delivery method, read at send time)
    payment: ['GetOrder'],
    // IssueCheckInLink, IssueContactLink, IssueContactInvitationLink, IssueReviewLink (a check-in,
    // trusted-contact, invitation or review e-mail's link token, minted at send time), WasCheckInAnsweredSince
    // (before believing a check-in's bounce)
    scheduler: [
      'IssueCheckInLink',
      'IssueContactLink',
      'IssueContactInvitationLink',
      'IssueReviewLink',
      'WasCheckInAnsweredSince',
    ],
  },
  publishes: 'notification',
  consumes: {
    'account-emails': from('auth', 'auth.email_verification.requested', 'auth.password_reset.requested'),
    'phone-codes': from('auth', 'auth.phone_verification.requested'),
    'account-erasures': from('auth', 'auth.user.deleted'),
    'admin-alerts': from('auth', 'auth.sms_budget.warned'),
    'account-suspensions': from('auth', 'auth.user.suspended'),
    deliveries: from('message', 'message.released'),
    'check-ins': from(
      'scheduler',
      'scheduler.check_in.due',
      'scheduler.contact_check.due',
      'scheduler.contact_invitation.due',
      'scheduler.review.due',
    ),
    'message-notices': from(
      'message',
      'message.delivered',
      'message.read',
      'message.deleted',
      'message.address.resting',
    ),
    'lock-notices': from('access', 'access.message.locked'),
    'choices-links': from('access', 'access.choices_link.requested'),
    'account-archives': from('media', 'media.account_archive.ready'),
    'payment-receipts': from('payment', 'payment.completed'),
    'payment-refunds': from('payment', 'payment.refunded'),
  },
  // Its live heap is about 33 MB (small events, one e-mail each); uncapped, V8 kept 230-300 MB through a delivery
  // wave and 143-175 MB a minute after it, capped 150 and 106 at the same CPU (docs/architecture.md).
  heapLimitMb: 160,
});
