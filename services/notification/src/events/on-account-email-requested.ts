import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import { sendAccountEmail, type SendDeps } from '../domain/send-account-email.ts';

/** auth.email_verification.requested and auth.password_reset.requested → the e-mail with its link. */
export function consumeAccountEmailRequests(
  deps: SendDeps,
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
  return startConsumer({
    nc,
    prefix,
    service: 'notification',
    purpose: 'account-emails',
    producer: 'auth',
    types: ['auth.email_verification.requested', 'auth.password_reset.requested'],
    logger,
    async handle(event, eventLogger) {
      if (
        event.type === 'auth.email_verification.requested' ||
        event.type === 'auth.password_reset.requested'
      ) {
        const kind = event.type === 'auth.email_verification.requested' ? 'verify_email' : 'reset_password';
        const { userId, requestId } = event.payload;
        await sendAccountEmail(deps, { eventId: event.id, kind, userId, requestId }, eventLogger);
      }
    },
  });
}
