import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import { sendCheckIn, type CheckInMailDeps } from '../domain/send-check-in.ts';

/** scheduler.check_in.due → the proof-of-life e-mail to the message's sender. */
export function consumeCheckInsDue(
  deps: CheckInMailDeps,
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
  return startConsumer({
    nc,
    prefix,
    service: 'notification',
    purpose: 'check-ins',
    producer: 'scheduler',
    types: ['scheduler.check_in.due'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'scheduler.check_in.due') return;
      await sendCheckIn(deps, { eventId: event.id, ...event.payload }, eventLogger);
    },
  });
}
