import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageMailDeps } from '../domain/message-mail-deps.ts';
import { sendArchiveReady } from '../domain/send-archive-ready.ts';

/** media.account_archive.ready → the e-mail that says the sender's archive can be downloaded. */
export function consumeArchivesReady(deps: MessageMailDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'account-archives',
    producer: 'media',
    types: ['media.account_archive.ready'],
    async handle(event, eventLogger) {
      if (event.type !== 'media.account_archive.ready') return;
      const { userId, expiresAt } = event.payload;
      await sendArchiveReady(deps, { eventId: event.id, userId, expiresAt }, eventLogger);
    },
  });
}
