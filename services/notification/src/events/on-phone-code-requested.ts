import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { sendPhoneCode, type PhoneCodeDeps } from '../domain/send-phone-code.ts';

/** auth.phone_verification.requested → the code by SMS. */
export function consumePhoneCodeRequests(deps: PhoneCodeDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'phone-codes',
    producer: 'auth',
    types: ['auth.phone_verification.requested'],
    async handle(event, eventLogger) {
      if (event.type !== 'auth.phone_verification.requested') return;
      const { userId, requestId } = event.payload;
      await sendPhoneCode(deps, { eventId: event.id, userId, requestId }, eventLogger);
    },
  });
}
