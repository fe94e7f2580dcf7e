import { given } from '@app/proto/rules/proto-enum';
import type { DeadLetter } from '@app/platform/dead-letters';
import type { AsyncHandlers } from '@app/platform/grpc-server';
import type { NotificationServiceDefinition } from '@app/proto/gen/app/notification/v1/NotificationService.ts';
import { listEmailActivity } from '../domain/email-activity.ts';
import type { MailDeps } from '../domain/send-once.ts';
import {
  getLettersOfMessages,
  listPostalLetters,
  renderLetter,
  setLetterStatus,
  type LetterDeps,
} from '../domain/postal-letters.ts';
import { sendTestEmail } from '../domain/send-test-email.ts';
import type { DnsRecord } from '../mailer/dkim.ts';

export type NotificationHandlerDeps = MailDeps &
  LetterDeps & {
    /** An SMTP handshake with the mail server; throws when it does not answer. */
    verifyMailServer: () => Promise<unknown>;
    /** Whether mail is signed, and the DNS records its domain needs (mailer/dkim.ts). */
    mailAuthentication: () => { signed: boolean; domain: string; records: DnsRecord[] };
    /** The product's dead-letter stream, newest first (platform/dead-letters.ts). */
    listDeadLetters: (limit: number) => Promise<{ deadLetters: DeadLetter[]; total: number }>;
  };

/** The admin panel's calls (the bff lets only admins make them). */
export function notificationHandlers(
  deps: NotificationHandlerDeps,
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
        entries: await listEmailActivity(deps.db, { limit: request.limit, kind: given(request.kind) }),
      };
    },
    async CheckMailServer() {
      const started = performance.now();
      const ok = await deps.verifyMailServer().then(
        () => true,
        () => false,
      );
      return { ok, latencyMs: Math.round(performance.now() - started) };
    },
    async GetMailAuthentication() {
      return deps.mailAuthentication();
    },
    async ListDeadLetters(request) {
      const limit = request.limit > 0 ? Math.min(request.limit, 200) : 50;
      const { deadLetters, total } = await deps.listDeadLetters(limit);
      return {
        total,
        deadLetters: deadLetters.map((letter) => ({
          ...letter,
          setAsideAt: letter.setAsideAt.toISOString(),
        })),
      };
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
  };
}
