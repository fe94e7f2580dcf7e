import type { EventType, Producer } from '@app/proto/events';

/** The events one producer's stream carries. */
type EventOf<P extends Producer> = Extract<EventType, `${P}.${string}`>;

/** One durable consumer: it reads one producer's stream, for these types. */
export type DurableConsumer = { producer: Producer; types: readonly EventType[] };

export type EventRoute = {
  /** The producer whose stream this service's outbox writes, when it publishes. */
  publishes?: Producer;
  /** Its durable consumers by purpose; the durable is `<prefix>-<service>-<purpose>` (platform/consumer.ts). */
  consumes: Record<string, DurableConsumer>;
  /** It reads the dead-letter stream back, for the admin (platform/dead-letters.ts). */
  readsDeadLetters?: true;
};

/** A consumer of one producer's events; the types must be that producer's (checked by the compiler). */
const from = <P extends Producer>(producer: P, ...types: [EventOf<P>, ...EventOf<P>[]]): DurableConsumer => ({
  producer,
  types,
});

/**
 * What each backend service publishes and consumes on NATS: the one table the per-service NATS identities are
 * drawn from (nats-permissions.ts). deploy/checks compares it with docs/architecture.md's "Calls between
 * services" and "Events" tables, and with the consumers the services start.
 */
export const eventRoutes = {
  auth: { publishes: 'auth', consumes: {} },
  message: {
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
  },
  access: { publishes: 'access', consumes: { 'forget-deleted': from('message', 'message.deleted') } },
  media: {
    publishes: 'media',
    consumes: {
      'purge-deleted': from('message', 'message.deleted'),
      'account-erasures': from('auth', 'auth.user.deleted'),
    },
  },
  payment: {
    publishes: 'payment',
    consumes: {
      'free-delivery-ledger': from('auth', 'auth.user.registered', 'auth.user.deleted'),
      refunds: from('message', 'message.deleted'),
    },
  },
  notification: {
    publishes: 'notification',
    consumes: {
      'account-emails': from('auth', 'auth.email_verification.requested', 'auth.password_reset.requested'),
      'phone-codes': from('auth', 'auth.phone_verification.requested'),
      'account-erasures': from('auth', 'auth.user.deleted'),
      deliveries: from('message', 'message.released'),
      'check-ins': from(
        'scheduler',
        'scheduler.check_in.due',
        'scheduler.contact_check.due',
        'scheduler.contact_invitation.due',
        'scheduler.review.due',
      ),
      'message-notices': from('message', 'message.delivered', 'message.read', 'message.deleted'),
      'lock-notices': from('access', 'access.message.locked'),
      'choices-links': from('access', 'access.choices_link.requested'),
      'account-archives': from('media', 'media.account_archive.ready'),
      'payment-receipts': from('payment', 'payment.completed'),
    },
    readsDeadLetters: true,
  },
  scheduler: {
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
  },
} as const satisfies Record<string, EventRoute>;

export type NatsService = keyof typeof eventRoutes;
export const natsServices = Object.keys(eventRoutes) as NatsService[];
