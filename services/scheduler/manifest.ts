import { bffAdmin, bffOnly, userOf } from '@app/proto/call-rules';
import { from, serviceManifest } from '@app/proto/service-manifest';

/** The scheduler service: dates, proof of life and its check-ins. */
export const manifest = serviceManifest({
  name: 'scheduler',
  grpcPort: 50057,
  serves: {
    IssueCheckInLink: { notification: 'service' },
    GetCheckIn: bffOnly,
    ConfirmCheckIn: bffOnly,
    SendNow: { bff: { userIfNamed: 'userId' } },
    SendTestCheckIn: userOf,
    PauseSwitch: userOf,
    ResumeSwitch: userOf,
    UndoRelease: userOf,
    GetTimeline: userOf,
    IssueContactLink: { notification: 'service' },
    GetContactCheck: bffOnly,
    AnswerContactCheck: bffOnly,
    IssueContactInvitationLink: { notification: 'service' },
    IssueReviewLink: { notification: 'service' },
    ConfirmReview: bffOnly,
    GetContactInvitation: bffOnly,
    AnswerContactInvitation: bffOnly,
    ListSwitches: userOf,
    GetLifeSignPreference: userOf,
    SetLifeSignPreference: userOf,
    CheckDeliveryDue: { message: 'service' },
    WasCheckInAnsweredSince: { notification: 'service' },
    ListBouncingSwitches: bffAdmin,
    GetDeliveryBacklog: bffAdmin,
    // The admin's dead letters and re-drive, alike in every service (packages/platform/src/event-admin.ts).
    ListDeadLetters: bffAdmin,
    RetryDeadLetter: bffAdmin,
    RedriveOutbox: bffAdmin,
  },
  calls: {
    // GetAccountClosure (before erasing anything of a closed account on `auth.user.deleted`), GetLastSignIn
    // (the instant an `auth.user.signed_in` counts at)
    auth: ['GetAccountClosure', 'GetLastSignIn'],
    // GetReadyMessage (before planning a delivery: sealed, free or paid, and its own date), GetDeletion
    // (before dropping one), GetMessageFacts (before a seal, a delivery or a contact change moves a switch)
    message: ['GetDeletion', 'GetMessageFacts', 'GetReadyMessage'],
    // IsCheckInBounced (before writing a bounce, of a check-in or a contact's invitation, on a switch's
    // timeline, or rerouting its check-in)
    notification: ['IsCheckInBounced'],
  },
  publishes: 'scheduler',
  consumes: {
    'check-in-bounces': from(
      'notification',
      'notification.check_in.bounced',
      'notification.contact_invitation.bounced',
    ),
    'delivery-plans': from(
      'message',
      'message.ready',
      'message.deleted',
      'message.delivered',
      'message.trusted_contact.changed',
    ),
    'sign-ins': from('auth', 'auth.user.signed_in'),
    'account-erasures': from('auth', 'auth.user.deleted'),
    'sealed-messages': from('message', 'message.sealed'),
  },
  // Uncapped, V8 kept 111-158 MB a minute after the delivery waves (peaks up to 187 MB); its batches are of 100
  // small rows. The same cap as notification's (docs/architecture.md, "A heap cap where the live heap is small").
  heapLimitMb: 160,
});
