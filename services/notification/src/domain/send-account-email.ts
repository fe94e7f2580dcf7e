import { AppError } from '@app/platform/errors';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import { publicLink } from './public-link.ts';
import { sendOnce, type MailDeps } from './send-once.ts';
import type { Language } from '@app/platform/i18n/catalogue';
import { passwordResetEmail, verificationEmail } from '../templates/account-emails.ts';

export type SendDeps = MailDeps & {
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'IssueEmailToken'>;
  publicUrl: string;
};

export type AccountEmailRequest = {
  eventId: string;
  kind: 'verify_email' | 'reset_password';
  userId: string;
  requestId: string;
};

const pages = { verify_email: '/verify-email', reset_password: '/reset-password' } as const;
const templates = { verify_email: verificationEmail, reset_password: passwordResetEmail } as const;

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
        url: publicLink(deps.publicUrl, pages[request.kind], { token: issued.token }),
        expiresAt: new Date(issued.expiresAt),
        timeZone: issued.timeZone || undefined,
      });
      return { to: issued.email, email };
    },
    logger,
  );
}
