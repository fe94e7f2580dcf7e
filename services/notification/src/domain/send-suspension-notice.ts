import type { Logger } from '@app/platform/logger';
import { accountSuspendedEmail } from '../templates/account-emails.ts';
import { senderOf, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { sendOnce, type Composed, type MailDeps, USER_GONE } from './send-once.ts';

/** A suspension lifted before its e-mail went: telling the sender they are suspended would be untrue. */
export const NOT_SUSPENDED = 'NOT_SUSPENDED';

/**
 * auth.user.suspended → the sender is told, once, that their account is suspended and where to write. Auth is
 * asked at sending whether it still is (an event is a claim; the account's state is auth's).
 */
export async function sendSuspensionNotice(
  deps: MailDeps & Pick<MessageMailDeps, 'auth'>,
  suspension: { eventId: string; userId: string },
  logger: Logger,
): Promise<void> {
  await sendOnce(
    deps,
    { eventId: suspension.eventId, kind: 'account_suspended', userId: suspension.userId },
    async (): Promise<Composed> => {
      const user = await senderOf(deps, suspension.userId);
      if (!user) return { skip: USER_GONE };
      if (!user.isSuspended) return { skip: NOT_SUSPENDED };
      const email = accountSuspendedEmail({
        language: toLanguage(user.language),
        name: user.fullName || user.username,
      });
      return { to: user.email, email };
    },
    logger,
  );
}
