import type { AsyncClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import { accountClosedEmail } from '../templates/account-emails.ts';
import { sendOnce, type MailDeps } from './send-once.ts';

export type FarewellDeps = MailDeps & {
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'GetFarewell' | 'ForgetFarewell'>;
};

/**
 * A closed account's erasure confirmed by e-mail, once (keyed by auth.user.deleted's id), to the address auth kept
 * for this alone; then auth forgets it. The log row names no user: the account it was for is gone.
 */
export async function sendFarewell(
  deps: FarewellDeps,
  closure: { eventId: string; userId: string },
  logger: Logger,
): Promise<void> {
  const { farewell } = await deps.auth.GetFarewell({ userId: closure.userId });
  if (farewell) {
    const language = farewell.language === 'en' ? 'en' : 'es';
    await sendOnce(
      deps,
      { eventId: closure.eventId, kind: 'account_closed', userId: null },
      async () => ({ to: farewell.email, email: accountClosedEmail({ language, name: farewell.fullName }) }),
      logger,
    );
  }
  await deps.auth.ForgetFarewell({ userId: closure.userId });
}
