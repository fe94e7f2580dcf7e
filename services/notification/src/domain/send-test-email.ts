import { randomUUID } from 'node:crypto';
import { AppError } from '@app/platform/errors';
import type { Logger } from '@app/platform/logger';
import { z } from 'zod';
import { LANGUAGES } from '@app/proto/rules/languages';
import { testEmail } from '../templates/admin-emails.ts';
import { sendOnce, type MailDeps } from './send-once.ts';

export const testEmailRequest = z.object({
  to: z.email().max(254),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(10_000),
  language: z.enum(LANGUAGES).catch('es'),
  requestedBy: z.uuid().nullable().catch(null),
});

/**
 * An admin's test e-mail, sent now through the same path as every e-mail (send log, Message-ID, SMTP), so a
 * test that arrives proves the real path works. Its log row has a fresh id of its own and kind "test". A mail
 * server that refuses or is away is UNAVAILABLE; the server's own words stay in the log, not in the answer.
 */
export async function sendTestEmail(deps: MailDeps, raw: unknown, logger: Logger): Promise<{ sentAt: Date }> {
  const parsed = testEmailRequest.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('INVALID_ARGUMENT', 'bad test e-mail request', { reason: 'FIELDS_REQUIRED' });
  }
  const request = parsed.data;
  const sentAt = deps.now();
  try {
    await sendOnce(
      { ...deps, now: () => sentAt },
      { eventId: randomUUID(), kind: 'test', userId: request.requestedBy },
      async () => ({
        to: request.to,
        email: testEmail({
          language: request.language,
          subject: request.subject,
          message: request.message,
        }),
      }),
      logger,
    );
  } catch (error) {
    throw new AppError('UNAVAILABLE', 'the mail server did not take the test e-mail', {
      reason: 'SMTP_UNAVAILABLE',
      cause: error,
    });
  }
  return { sentAt };
}
