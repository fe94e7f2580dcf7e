import type { Logger } from '@app/platform/logger';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import { checkInEmail } from '../templates/check-in-emails.ts';
import { isGone, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { publicLinkWithFragment } from './public-link.ts';
import { sendOnce, type Composed } from './send-once.ts';

export type CheckInMailDeps = MessageMailDeps;

/**
 * A proof-of-life check-in to its sender, once per event: the link's token is minted by the scheduler at
 * the moment of sending (events never carry one) and rides in the link's fragment.
 */
export async function sendCheckIn(
  deps: CheckInMailDeps,
  checkIn: { eventId: string; checkInId: string; messageId: string; userId: string },
  logger: Logger,
): Promise<void> {
  await sendOnce(
    deps,
    { eventId: checkIn.eventId, kind: 'check_in', userId: checkIn.userId, aboutMessageId: checkIn.messageId },
    async (): Promise<Composed> => {
      let link;
      let envelope;
      let sender;
      try {
        link = await deps.scheduler.IssueCheckInLink({ checkInId: checkIn.checkInId, channel: 'email' });
        envelope = await deps.message.GetDeliveryEnvelope({ messageId: checkIn.messageId });
        sender = (await deps.auth.GetUser({ userId: checkIn.userId })).user;
      } catch (error) {
        if (isGone(error)) return { skip: 'GONE' };
        throw error;
      }
      const state = link.switch?.state ?? '';
      // A check-in that waited in the queue past its switch's end (released, cancelled) is not worth sending.
      if (!isOpenLifeProofState(state)) return { skip: 'SWITCH_CLOSED' };
      if (!sender) return { skip: 'USER_NOT_FOUND' };
      const email = checkInEmail({
        language: toLanguage(sender.language),
        name: sender.fullName || sender.username,
        recipient: envelope.recipient,
        missed: link.switch?.missedCheckIns ?? 0,
        answerBy: link.switch?.nextCheckInAt ? new Date(link.switch.nextCheckInAt) : null,
        timeZone: link.timeZone,
        test: link.test,
        lastChance: state === 'last_chance',
        deliverAt: link.switch?.deliverAt ? new Date(link.switch.deliverAt) : null,
        url: publicLinkWithFragment(deps.publicUrl, '/proof-of-life', { token: link.token }),
      });
      return { to: sender.email, email };
    },
    logger,
  );
}
