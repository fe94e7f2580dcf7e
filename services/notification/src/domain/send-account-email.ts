import { AppError } from '@app/platform/errors';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import type { Transporter } from 'nodemailer';
import type { NotificationDb } from '../db/client.ts';
import { markSent, markSkipped, recordAttempt, recordFailure } from '../db/email-log-repository.ts';
import { passwordResetEmail, verificationEmail, type Language } from '../templates/account-emails.ts';

export type SendDeps = {
  db: NotificationDb;
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'IssueEmailToken'>;
  mailer: Pick<Transporter, 'sendMail'>;
  from: string;
  publicUrl: string;
  now: () => Date;
};

export type AccountEmailRequest = {
  eventId: string;
  kind: 'verify_email' | 'reset_password';
  userId: string;
  requestId: string;
};

const pages = { verify_email: '/verify-email', reset_password: '/reset-password' } as const;
const templates = { verify_email: verificationEmail, reset_password: passwordResetEmail } as const;

/** The Message-ID of the e-mail an event asks for: the same event always yields the same one. */
export function messageIdFor(eventId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'legado.local';
  return `<${eventId}@${domain}>`;
}

/**
 * Sends the e-mail of an account event at least once and, in practice, once: the log row of the event is
 * checked first (an event delivered twice sends one e-mail), and only a crash between the SMTP server's
 * acceptance and the log's commit can repeat it, with the same Message-ID. The token in the link is fetched
 * from auth now, at the moment of use; it is never stored here.
 */
export async function sendAccountEmail(
  deps: SendDeps,
  request: AccountEmailRequest,
  logger: Logger,
): Promise<void> {
  const messageId = messageIdFor(request.eventId, deps.from);
  const log = await recordAttempt(deps.db, {
    eventId: request.eventId,
    kind: request.kind,
    userId: request.userId,
    messageId,
  });
  if (log.status !== 'pending') return;

  let issued;
  try {
    issued = await deps.auth.IssueEmailToken({ requestId: request.requestId });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'FAILED_PRECONDITION' || error.code === 'NOT_FOUND')) {
      // The link was used or has expired (or the user is gone): nothing left worth sending.
      await markSkipped(deps.db, log.id, error.reason);
      logger.info({ reason: error.reason }, 'e-mail skipped');
      return;
    }
    throw error;
  }
  const language: Language = issued.language === 'en' ? 'en' : 'es';
  // Appended, not resolved: a PUBLIC_URL with a path (https://example.org/legado) keeps it.
  const url = new URL(deps.publicUrl.replace(/\/+$/, '') + pages[request.kind]);
  url.searchParams.set('token', issued.token);
  const email = templates[request.kind]({
    language,
    name: issued.fullName || issued.username,
    url: url.toString(),
    expiresAt: new Date(issued.expiresAt),
    timeZone: issued.timeZone || undefined,
  });
  try {
    await deps.mailer.sendMail({
      from: deps.from,
      to: issued.email,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId,
      headers: { 'Content-Language': email.language, 'Auto-Submitted': 'auto-generated' },
    });
  } catch (error) {
    await recordFailure(deps.db, log.id, error instanceof Error ? error.message : 'send failed');
    throw error;
  }
  await markSent(deps.db, log.id, deps.now());
  logger.info({ kind: request.kind }, 'e-mail sent');
}
