import { deadLetterList, type EventAdminDeps } from '@app/platform/event-admin';
import { listDeadLetters } from '../domain/list-dead-letters.ts';
import { retryDeadLetter } from '../domain/retry-dead-letter.ts';
import { redriveOutbox } from '../domain/redrive-outbox.ts';
import { AppError } from '@app/platform/errors';
import type { AsyncHandlers } from '@app/platform/grpc-server';
import { CHECK_IN_CHANNELS } from '@app/proto/rules/life-proof';
import { given, knownValue } from '@app/proto/rules/proto-enum';
import { CONTACT_INVITATION_ANSWERS } from '@app/proto/rules/trusted-contact';
import { z } from 'zod';
import type { SchedulerServiceDefinition } from '@app/proto/gen/app/scheduler/v1/SchedulerService.ts';
import type { SwitchCard, SwitchRow } from '../db/life-proof-repository.ts';
import { answerContactCheck } from '../domain/answer-contact-check.ts';
import { answerContactInvitation } from '../domain/answer-contact-invitation.ts';
import { checkDeliveryDue } from '../domain/check-delivery-due.ts';
import { confirmCheckIn } from '../domain/confirm-check-in.ts';
import { confirmReview } from '../domain/confirm-review.ts';
import type { ContactCheckView } from '../domain/contact-check.ts';
import type { SchedulerDeps } from '../domain/deps.ts';
import { switchOfToken } from '../domain/get-check-in.ts';
import { getContactCheck } from '../domain/get-contact-check.ts';
import { getContactInvitation } from '../domain/get-contact-invitation.ts';
import { getDeliveryBacklog } from '../domain/get-delivery-backlog.ts';
import { getLifeSignPreference } from '../domain/get-life-sign-preference.ts';
import { messageTimeline } from '../domain/get-timeline.ts';
import { issueCheckInLink } from '../domain/issue-check-in-link.ts';
import { issueContactInvitationLink } from '../domain/issue-contact-invitation-link.ts';
import { issueContactLink } from '../domain/issue-contact-link.ts';
import { issueReviewLink } from '../domain/issue-review-link.ts';
import { missedCheckIns } from '../domain/life-proof-state.ts';
import { listBouncingSwitches } from '../domain/list-bouncing-switches.ts';
import { listSwitches } from '../domain/list-switches.ts';
import { pauseSwitch } from '../domain/pause-switch.ts';
import { resumeSwitch } from '../domain/resume-switch.ts';
import { sendNow } from '../domain/send-now.ts';
import { sendTestCheckIn } from '../domain/send-test-check-in.ts';
import { setLifeSignPreference } from '../domain/set-life-sign-preference.ts';
import { undoRelease } from '../domain/undo-release.ts';
import { wasCheckInAnsweredSince } from '../domain/was-check-in-answered-since.ts';

function switchView(
  row: SwitchRow &
    Partial<Pick<SwitchCard, 'contactInvitation' | 'lastLifeSign'>> & { testCheckIn?: boolean },
) {
  return {
    messageId: row.messageId,
    userId: row.userId,
    state: row.state,
    missedCheckIns: missedCheckIns(row.state),
    nextCheckInAt: row.nextAt?.toISOString() ?? '',
    deliverAt: row.deliverAt?.toISOString() ?? '',
    contactInvitation: row.contactInvitation ?? ('CONTACT_INVITATION_STATE_UNSPECIFIED' as const),
    lastLifeSignAt: row.lastLifeSign?.at.toISOString() ?? '',
    lastLifeSign: row.lastLifeSign?.cause ?? '',
    testCheckIn: row.testCheckIn ?? false,
  };
}

function contactCheckView(view: ContactCheckView) {
  return { state: view.state, respondBy: view.respondBy?.toISOString() ?? '' };
}

const contactAnswer = z.enum(['veto', 'release']);
const invitationAnswer = z.enum(CONTACT_INVITATION_ANSWERS);
const uuid = z.uuid();
/** An id that is no UUID names nothing here (and would only upset the database's uuid columns). */
function idOf(value: string, reason: string): string {
  if (!uuid.safeParse(value).success) throw new AppError('NOT_FOUND', 'no such id', { reason });
  return value;
}

/** Transport only: each call hands its request to a use case and shapes the answer. */
export function schedulerHandlers(
  deps: SchedulerDeps & EventAdminDeps,
): AsyncHandlers<SchedulerServiceDefinition> {
  return {
    async IssueCheckInLink(request) {
      const requested = given(request.channel);
      const channel = requested === undefined ? 'email' : knownValue(CHECK_IN_CHANNELS, requested);
      if (!channel) {
        throw new AppError('INVALID_ARGUMENT', 'unknown channel', { reason: 'CHECK_IN_CHANNEL_INVALID' });
      }
      const issued = await issueCheckInLink(deps, idOf(request.checkInId, 'CHECK_IN_NOT_FOUND'), channel);
      return {
        token: issued.token,
        test: issued.test,
        switch: switchView(issued.switch),
        timeZone: issued.switch.timeZone,
      };
    },
    async IssueContactLink(request) {
      const issued = await issueContactLink(deps, idOf(request.checkInId, 'CHECK_IN_NOT_FOUND'));
      return { token: issued.token, switch: switchView(issued.switch), timeZone: issued.switch.timeZone };
    },
    async GetContactCheck(request) {
      return contactCheckView(await getContactCheck(deps, request.token));
    },
    async AnswerContactCheck(request) {
      const answer = contactAnswer.safeParse(request.answer);
      if (!answer.success) {
        throw new AppError('INVALID_ARGUMENT', 'bad answer', { reason: 'CONTACT_ANSWER_INVALID' });
      }
      return contactCheckView(await answerContactCheck(deps, request.token, answer.data));
    },
    async IssueContactInvitationLink(request) {
      const issued = await issueContactInvitationLink(
        deps,
        idOf(request.messageId, 'CONTACT_INVITATION_NOT_FOUND'),
      );
      return { token: issued.token, switch: switchView(issued.switch) };
    },
    async GetContactInvitation(request) {
      return getContactInvitation(deps, request.token);
    },
    async AnswerContactInvitation(request) {
      const answer = invitationAnswer.safeParse(request.answer);
      if (!answer.success) {
        throw new AppError('INVALID_ARGUMENT', 'bad answer', { reason: 'CONTACT_ANSWER_INVALID' });
      }
      return answerContactInvitation(deps, request.token, answer.data);
    },
    async IssueReviewLink(request) {
      const issued = await issueReviewLink(deps, idOf(request.userId, 'REVIEW_NOT_FOUND'));
      return { token: issued.token, switches: issued.switches.map(switchView) };
    },
    async ConfirmReview(request) {
      return confirmReview(deps, request.token);
    },
    async GetCheckIn(request) {
      return switchView(await switchOfToken(deps, request.token));
    },
    async ConfirmCheckIn(request) {
      return switchView(await confirmCheckIn(deps, request.token));
    },
    async SendNow(request) {
      return switchView(await sendNow(deps, request.token, idOf(request.userId, 'NOT_YOUR_MESSAGE')));
    },
    async SendTestCheckIn(request) {
      return switchView(
        await sendTestCheckIn(
          deps,
          idOf(request.messageId, 'SWITCH_NOT_FOUND'),
          idOf(request.userId, 'SWITCH_NOT_FOUND'),
        ),
      );
    },
    async CheckDeliveryDue(request) {
      if (!uuid.safeParse(request.messageId).success) return { due: false };
      return { due: await checkDeliveryDue(deps, request.messageId) };
    },
    async WasCheckInAnsweredSince(request) {
      const { messageId, userId } = request;
      const since = new Date(request.since);
      const known = uuid.safeParse(messageId).success && uuid.safeParse(userId).success;
      if (!known || Number.isNaN(since.getTime())) return { answered: false };
      return { answered: await wasCheckInAnsweredSince(deps, { messageId, userId, since }) };
    },
    async PauseSwitch(request) {
      return switchView(
        await pauseSwitch(
          deps,
          idOf(request.messageId, 'SWITCH_NOT_FOUND'),
          idOf(request.userId, 'SWITCH_NOT_FOUND'),
          request.untilDay,
        ),
      );
    },
    async ResumeSwitch(request) {
      return switchView(
        await resumeSwitch(
          deps,
          idOf(request.messageId, 'SWITCH_NOT_FOUND'),
          idOf(request.userId, 'SWITCH_NOT_FOUND'),
        ),
      );
    },
    async UndoRelease(request) {
      return switchView(
        await undoRelease(
          deps,
          idOf(request.messageId, 'SWITCH_NOT_FOUND'),
          idOf(request.userId, 'SWITCH_NOT_FOUND'),
        ),
      );
    },
    async GetTimeline(request) {
      const steps = await messageTimeline(
        deps,
        idOf(request.messageId, 'SWITCH_NOT_FOUND'),
        idOf(request.userId, 'SWITCH_NOT_FOUND'),
      );
      return { steps: steps.map((step) => ({ at: step.at.toISOString(), event: step.event })) };
    },
    async GetLifeSignPreference(request) {
      return getLifeSignPreference(deps, idOf(request.userId, 'USER_NOT_FOUND'));
    },
    async SetLifeSignPreference(request) {
      return setLifeSignPreference(deps, idOf(request.userId, 'USER_NOT_FOUND'), request.activityCounts);
    },
    async ListBouncingSwitches(request) {
      const rows = await listBouncingSwitches(deps, request.limit);
      return {
        switches: rows.map((row) => ({
          messageId: row.messageId,
          userId: row.userId,
          state: row.state,
          bouncedCheckIns: row.bouncedCheckIns,
          lastBouncedAt: row.lastBouncedAt.toISOString(),
          lastSignOfLifeAt: row.lastSignOfLifeAt.toISOString(),
        })),
      };
    },
    async GetDeliveryBacklog() {
      const backlog = await getDeliveryBacklog(deps);
      return {
        ...backlog,
        oldestDatedDueAt: backlog.oldestDatedDueAt?.toISOString() ?? '',
        oldestStepDueAt: backlog.oldestStepDueAt?.toISOString() ?? '',
        checkedAt: backlog.checkedAt.toISOString(),
      };
    },
    async ListSwitches(request) {
      return {
        switches: (await listSwitches(deps, idOf(request.userId, 'USER_NOT_FOUND'))).map(switchView),
      };
    },
    async ListDeadLetters(request) {
      return deadLetterList(await listDeadLetters(deps, request.limit));
    },
    async RetryDeadLetter(request) {
      return { retriedAt: (await retryDeadLetter(deps, request.id)).toISOString() };
    },
    async RedriveOutbox(request) {
      return { events: await redriveOutbox(deps, request.since) };
    },
  };
}
