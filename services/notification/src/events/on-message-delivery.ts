import { sendChoicesLink } from '../domain/send-choices-link.ts';
import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { deliverToRecipient } from '../domain/deliver-to-recipient.ts';
import type { MessageMailDeps } from '../domain/message-mail-deps.ts';
import { notifyDelivered, notifyDeletion, notifySender } from '../domain/notify-sender.ts';
import { derivedEventId } from '../domain/send-once.ts';

/** message.released → the recipient's e-mail with the access code (or a postal message's letter queued). */
export function consumeReleasedMessages(deps: MessageMailDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'deliveries',
    producer: 'message',
    types: ['message.released'],
    async handle(event, eventLogger) {
      if (event.type !== 'message.released') return;
      await deliverToRecipient(deps, { eventId: event.id, ...event.payload }, eventLogger);
    },
  });
}

/**
 * What happened to a sender's message, told to them: delivered, read, deleted by its recipient or by strict
 * security (then the recipient is told too), or its address resting while it waits (it will still be tried).
 */
export function consumeMessageNotices(deps: MessageMailDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'message-notices',
    producer: 'message',
    types: ['message.delivered', 'message.read', 'message.deleted', 'message.address.resting'],
    async handle(event, eventLogger) {
      if (event.type === 'message.address.resting') {
        // Once per letter, however often its address comes to rest again.
        const eventId = derivedEventId(event.payload.messageId, 'address_resting');
        await notifySender(deps, { eventId, kind: 'address_resting', ...event.payload }, eventLogger);
      } else if (event.type === 'message.delivered') {
        await notifyDelivered(deps, { eventId: event.id, ...event.payload }, eventLogger);
      } else if (event.type === 'message.read') {
        await notifySender(deps, { eventId: event.id, kind: 'read', ...event.payload }, eventLogger);
      } else if (event.type === 'message.deleted') {
        // Only a deletion on the recipient's side is news to the sender (not their own, nor an expired draft).
        const { messageId, userId, reason } = event.payload;
        if (reason === 'recipient' || reason === 'attempts') {
          await notifyDeletion(deps, { eventId: event.id, messageId, userId, reason }, eventLogger);
        }
      }
    },
  });
}

/** access.message.locked → the sender hears that wrong answers locked their message. */
export function consumeLockNotices(deps: MessageMailDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'lock-notices',
    producer: 'access',
    types: ['access.message.locked'],
    async handle(event, eventLogger) {
      if (event.type !== 'access.message.locked') return;
      await notifySender(deps, { eventId: event.id, kind: 'locked', ...event.payload }, eventLogger);
    },
  });
}

/** access.choices_link.requested → the choices link, to the message's recipient address. */
export function consumeChoicesLinkRequests(deps: MessageMailDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'choices-links',
    producer: 'access',
    types: ['access.choices_link.requested'],
    async handle(event, eventLogger) {
      if (event.type !== 'access.choices_link.requested') return;
      await sendChoicesLink(deps, { eventId: event.id, ...event.payload }, eventLogger);
    },
  });
}
