import { deadLetterList, type EventAdminDeps } from '@app/platform/event-admin';
import { retryDeadLetter } from '../domain/retry-dead-letter.ts';
import { redriveOutbox } from '../domain/redrive-outbox.ts';
import { given } from '@app/proto/rules/proto-enum';
import type { AsyncHandlers } from '@app/platform/grpc-server';
import type { NotificationServiceDefinition } from '@app/proto/gen/app/notification/v1/NotificationService.ts';
import { checkMailServer, type MailServerDeps } from '../domain/check-mail-server.ts';
import { getLettersOfMessages } from '../domain/get-letters-of-messages.ts';
import { getMailAuthentication, type MailAuthenticationDeps } from '../domain/get-mail-authentication.ts';
import { getMailOutcomes } from '../domain/get-mail-outcomes.ts';
import { isCheckInBounced } from '../domain/is-check-in-bounced.ts';
import { listDeadLetters } from '../domain/list-dead-letters.ts';
import { listEmailActivity } from '../domain/list-email-activity.ts';
import { listPostalLetters } from '../domain/list-postal-letters.ts';
import type { LetterDeps } from '../domain/postal-letter-deps.ts';
import { renderLetter } from '../domain/render-postal-letter.ts';
import type { MailDeps } from '../domain/send-once.ts';
import { sendTestEmail } from '../domain/send-test-email.ts';
import { setLetterStatus } from '../domain/set-postal-letter-status.ts';

export type NotificationHandlerDeps = MailDeps & LetterDeps & MailServerDeps & MailAuthenticationDeps;

/** The admin panel's calls (the bff lets only admins make them). */
export function notificationHandlers(
  deps: NotificationHandlerDeps & EventAdminDeps,
): AsyncHandlers<NotificationServiceDefinition> {
  return {
    async SendTestEmail(request, { logger }) {
      const { sentAt } = await sendTestEmail(
        deps,
        { ...request, requestedBy: request.requestedBy || null },
        logger,
      );
      return { sentAt: sentAt.toISOString() };
    },
    async ListEmailActivity(request) {
      return {
        entries: await listEmailActivity(deps.db.sql, { limit: request.limit, kind: given(request.kind) }),
      };
    },
    async CheckMailServer() {
      return checkMailServer(deps);
    },
    async GetMailAuthentication() {
      return getMailAuthentication(deps);
    },
    async GetMailOutcomes(request) {
      return getMailOutcomes(deps.db.sql, request.days, deps.now());
    },
    async ListPostalLetters(request) {
      return {
        letters: await listPostalLetters(deps, { status: given(request.status) ?? '', limit: request.limit }),
      };
    },
    async RenderPostalLetter(request) {
      return renderLetter(deps, request.letterId);
    },
    async SetPostalLetterStatus(request, { logger }) {
      return setLetterStatus(deps, request.letterId, given(request.status) ?? '', logger);
    },
    async GetLettersOfMessages(request) {
      return { letters: await getLettersOfMessages(deps, request.messageIds) };
    },
    async IsCheckInBounced(request) {
      return { bounced: await isCheckInBounced(deps, request) };
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
