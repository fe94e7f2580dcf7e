import type { Logger } from '@app/platform/logger';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import { smsBudgetAlertEmail } from '../templates/admin-emails.ts';
import { toLanguage } from './message-mail-deps.ts';
import { publicLink } from './public-link.ts';
import { derivedEventId, sendOnce, type MailDeps } from './send-once.ts';

export type SmsBudgetAlertDeps = MailDeps & {
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'ListAdmins'>;
  publicUrl: string;
};

export type SmsBudgetWarning = { eventId: string; state: 'near' | 'spent'; spent: number; budget: number };

/**
 * auth.sms_budget.warned → every admin is e-mailed, in their language, with a link to the status tab. One log
 * row per admin (keyed by the event and the admin), so a redelivery sends nobody a second one; the admins are
 * read when it is sent, so one who joined since is told and one who left is not.
 */
export async function sendSmsBudgetAlert(
  deps: SmsBudgetAlertDeps,
  warning: SmsBudgetWarning,
  logger: Logger,
): Promise<number> {
  const { admins } = await deps.auth.ListAdmins({});
  const url = publicLink(deps.publicUrl, '/admin', { tab: 'status' });
  for (const admin of admins) {
    await sendOnce(
      deps,
      { eventId: derivedEventId(warning.eventId, admin.id), kind: 'sms_budget_alert', userId: admin.id },
      async () => ({
        to: admin.email,
        email: smsBudgetAlertEmail({
          language: toLanguage(admin.language),
          name: admin.fullName || admin.username,
          state: warning.state,
          spent: warning.spent,
          budget: warning.budget,
          url,
        }),
      }),
      logger,
    );
  }
  if (admins.length === 0) logger.warn({ state: warning.state }, 'SMS budget alert with no admin to tell');
  return admins.length;
}
