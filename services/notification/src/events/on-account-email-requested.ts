import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { sendAccountEmail, type SendDeps } from '../domain/send-account-email.ts';

/** auth.email_verification.requested and auth.password_reset.requested → the e-mail with its link. */
export function consumeAccountEmailRequests(deps: SendDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'account-emails',
    producer: 'auth',
    types: ['auth.email_verification.requested', 'auth.password_reset.requested'],
    async handle(event, eventLogger) {
      if (
        event.type === 'auth.email_verification.requested' ||
        event.type === 'auth.password_reset.requested'
      ) {
        const { userId, requestId } = event.payload;
        const kind =
          event.type === 'auth.password_reset.requested'
            ? 'reset_password'
            : event.payload.backup
              ? 'verify_backup_email'
              : 'verify_email';
        await sendAccountEmail(deps, { eventId: event.id, kind, userId, requestId }, eventLogger);
      }
    },
  });
}
