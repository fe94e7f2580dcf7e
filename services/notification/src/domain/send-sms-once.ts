import type { Logger } from '@app/platform/logger';
import type { NotificationDb } from '../db/client.ts';
import {
  markSmsRejected,
  markSmsSent,
  markSmsSkipped,
  recordSmsAttempt,
  recordSmsFailure,
  type SmsLogKind,
} from '../db/sms-log-repository.ts';
import { SmsSendError, type SmsSender } from '../sms/twilio-client.ts';

export type SmsDeps = { db: NotificationDb; sms: SmsSender | null; now: () => Date };

/** An SMS ready to go, or why there is nothing worth sending (kept in the log). */
export type ComposedSms = { to: string; body: string } | { skip: string };

/**
 * Sends the SMS an event asks for, in practice once, as sendOnce does for e-mail: the event's log row is checked
 * first, and only a crash between the provider's acceptance and the log's commit can repeat it. `compose` runs
 * only when nothing was sent yet (it fetches the code or link at the moment of use). Without a provider (a
 * deployment that sends no SMS) nothing is logged: there was never anything to send.
 */
export async function sendSmsOnce(
  deps: SmsDeps,
  entry: { eventId: string; kind: SmsLogKind; userId: string },
  compose: () => Promise<ComposedSms>,
  logger: Logger,
): Promise<'sent' | 'skipped' | 'rejected' | 'done_before' | 'no_sms'> {
  if (!deps.sms) return 'no_sms';
  const log = await recordSmsAttempt(deps.db, entry);
  if (log.status !== 'pending') return 'done_before';
  const composed = await compose();
  if ('skip' in composed) {
    await markSmsSkipped(deps.db, log.id, composed.skip);
    logger.info({ kind: entry.kind, reason: composed.skip }, 'SMS skipped');
    return 'skipped';
  }
  try {
    const { providerId } = await deps.sms.send(composed);
    await markSmsSent(deps.db, log.id, providerId, deps.now());
  } catch (error) {
    if (error instanceof SmsSendError && error.permanent) {
      await markSmsRejected(deps.db, log.id, error.summary);
      logger.warn({ kind: entry.kind, reply: error.summary }, 'SMS refused by the provider');
      return 'rejected';
    }
    await recordSmsFailure(deps.db, log.id, error instanceof SmsSendError ? error.summary : 'SEND_FAILED');
    throw error;
  }
  logger.info({ kind: entry.kind }, 'SMS sent');
  return 'sent';
}
