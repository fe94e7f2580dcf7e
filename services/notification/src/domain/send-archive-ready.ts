import type { Logger } from '@app/platform/logger';
import { accountArchiveEmail } from '../templates/account-emails.ts';
import { isGone, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { publicLink } from './public-link.ts';
import { sendOnce, type Composed, type MailDeps, USER_GONE } from './send-once.ts';

/**
 * media.account_archive.ready → the sender is told their archive can be downloaded until it expires. The link
 * is to the account page, never to the file: the download needs the sender signed in (a mail scanner
 * following the link gets nothing).
 */
export async function sendArchiveReady(
  deps: MailDeps & Pick<MessageMailDeps, 'auth' | 'publicUrl'>,
  ready: { eventId: string; userId: string; expiresAt: string },
  logger: Logger,
): Promise<void> {
  await sendOnce(
    deps,
    { eventId: ready.eventId, kind: 'account_archive', userId: ready.userId },
    async (): Promise<Composed> => {
      const found = await deps.auth.GetUser({ userId: ready.userId }).catch((error: unknown) => {
        if (isGone(error)) return null;
        throw error;
      });
      if (!found?.user) return { skip: USER_GONE };
      const { user } = found;
      const email = accountArchiveEmail({
        language: toLanguage(user.language),
        name: user.fullName || user.username,
        url: publicLink(deps.publicUrl, '/account', {}),
        expiresAt: new Date(ready.expiresAt),
        ...(user.timeZone ? { timeZone: user.timeZone } : {}),
      });
      return { to: user.email, email };
    },
    logger,
  );
}
