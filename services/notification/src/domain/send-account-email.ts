import { AppError } from '@app/platform/errors';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import { publicLink, publicLinkWithFragment } from './public-link.ts';
import { sendOnce, type MailDeps } from './send-once.ts';
import type { Language } from '@app/platform/i18n/catalogue';
import {
  backupVerificationEmail,
  passwordResetEmail,
  verificationEmail,
} from '../templates/account-emails.ts';

export type SendDeps = MailDeps & {
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'IssueEmailToken'>;
  publicUrl: string;
};

export type AccountEmailRequest = {
  eventId: string;
  kind: 'verify_email' | 'reset_password' | 'verify_backup_email';
  userId: string;
  requestId: string;
};

// The spec's pages read the token from the query; newer pages from the fragment, which no server ever logs.
const links = {
  verify_email: (base: string, token: string) => publicLink(base, '/verify-email', { token }),
  reset_password: (base: string, token: string) => publicLink(base, '/reset-password', { token }),
  verify_backup_email: (base: string, token: string) =>
    publicLinkWithFragment(base, '/account/backup-email', { token }),
} as const;
const templates = {
  verify_email: verificationEmail,
  reset_password: passwordResetEmail,
  verify_backup_email: backupVerificationEmail,
} as const;

/**
 * Sends the e-mail of an account event, once (see sendOnce). The token in the link is fetched from auth at
 * the moment of use; it is never stored here.
 */
export async function sendAccountEmail(
  deps: SendDeps,
  request: AccountEmailRequest,
  logger: Logger,
): Promise<void> {
  const entry = { eventId: request.eventId, kind: request.kind, userId: request.userId };
  await sendOnce(
    deps,
    entry,
    async () => {
      let issued;
      try {
        issued = await deps.auth.IssueEmailToken({ requestId: request.requestId });
      } catch (error) {
        if (
          error instanceof AppError &&
          (error.code === 'FAILED_PRECONDITION' || error.code === 'NOT_FOUND')
        ) {
          // The link was used or has expired (or the user is gone): nothing left worth sending.
          return { skip: error.reason };
        }
        throw error;
      }
      const language: Language = issued.language === 'en' ? 'en' : 'es';
      const email = await templates[request.kind]({
        language,
        name: issued.fullName || issued.username,
        url: links[request.kind](deps.publicUrl, issued.token),
        expiresAt: new Date(issued.expiresAt),
        timeZone: issued.timeZone || undefined,
      });
      return { to: issued.email, email };
    },
    logger,
  );
}
