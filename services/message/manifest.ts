import { bffAdmin, bffOnly, ownerOf } from '@app/proto/call-rules';
import { from, serviceManifest } from '@app/proto/service-manifest';

/** The message service: writing, sealing and releasing the messages, and what a recipient may open. */
export const manifest = serviceManifest({
  name: 'message',
  grpcPort: 50052,
  serves: {
    CreateMessage: ownerOf,
    AddQuestion: ownerOf,
    ListMessages: ownerOf,
    GetMessage: { bff: { userIfNamed: 'owner.userId' } },
    // The scheduler checks an event that would change a switch against it (the event's user as owner).
    GetMessageFacts: { scheduler: 'service', ...ownerOf },
    ListRemovedMessages: ownerOf,
    MarkHasMedia: ownerOf,
    AcceptAttachment: { media: 'service' },
    SealMessage: ownerOf,
    DeleteMessage: ownerOf,
    CorrectRecipientEmail: ownerOf,
    ChangeTrustedContact: ownerOf,
    GetDeliveryEnvelope: { notification: 'service' },
    GetRecipientChoices: bffOnly,
    SetRecipientChoices: bffOnly,
    LiftAddressSuppression: bffAdmin,
    GetPostalLetter: { notification: 'service' },
    GetTrustedContact: { notification: 'service' },
    LookupAccessCode: { access: 'service' },
    AdmitRecipient: { access: 'service' },
    OpenForRecipient: { access: 'service' },
    GetTombstone: { notification: 'service' },
    GetPayableMessage: { payment: 'service' },
    GetDeletion: { access: 'service', media: 'service', payment: 'service', scheduler: 'service' },
    GetReadyMessage: { scheduler: 'service' },
    SuggestText: ownerOf,
    GetAssistantStatus: bffOnly,
    // The admin's dead letters and re-drive, alike in every service (packages/platform/src/event-admin.ts).
    ListDeadLetters: bffAdmin,
    RetryDeadLetter: bffAdmin,
    RedriveOutbox: bffAdmin,
  },
  calls: {
    // GetAccountClosure (before erasing anything of a closed account on `auth.user.deleted`)
    auth: ['GetAccountClosure'],
    // IsDestroyed (before deleting a message on `access.attempts.exhausted` or
    // `access.message.deleted_by_recipient`)
    access: ['IsDestroyed'],
    // spends a free delivery when a message is sealed; GetMessagePayment (re-checks a `payment.completed`)
    payment: ['GetFreeDeliveries', 'SpendFreeDelivery', 'GetMessagePayment'],
    // CheckDeliveryDue (before releasing a message on `scheduler.delivery.due`)
    scheduler: ['CheckDeliveryDue'],
  },
  publishes: 'message',
  consumes: {
    'account-erasures': from('auth', 'auth.user.deleted'),
    'strict-deletions': from('access', 'access.attempts.exhausted'),
    'lock-marks': from('access', 'access.message.locked'),
    'read-marks': from('access', 'access.message.seen'),
    'recipient-deletions': from('access', 'access.message.deleted_by_recipient'),
    'paid-messages': from('payment', 'payment.completed'),
    deliveries: from('scheduler', 'scheduler.delivery.due'),
    'delivery-reports': from(
      'notification',
      'notification.message.delivered',
      'notification.message.delivery_failed',
    ),
    'forgotten-tombstones': from('notification', 'notification.deletion.notified'),
  },
  // Uncapped, V8 kept 108-152 MB a minute after the delivery waves (peaks up to 235 MB) for a live heap of tens
  // of MB; the same cap as notification's (docs/architecture.md, "A heap cap where the live heap is small").
  heapLimitMb: 160,
});
