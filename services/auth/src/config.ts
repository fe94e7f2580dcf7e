import { configFields } from '@app/platform/config';
import { serviceEnv } from '@app/service-runtime/service-runtime';
import { z } from 'zod';
import { manifest } from '../manifest.ts';

export const authConfigSchema = z.object({
  ...serviceEnv(manifest.grpcPort),
  /** Key for minting e-mail tokens (HMAC of the request id): the same request always gives the same link. */
  EMAIL_TOKEN_SECRET: configFields.secret(),
  /**
   * Where every account closure is journaled as it is published, on other storage than the database, and read at
   * start: a restore to an earlier point opens no account its owner closed since (docs/backups.md). Empty: none.
   */
  CHOICE_JOURNAL_DIR: z.string().default(''),
  SESSION_IDLE_MINUTES: configFields.positiveInt(24 * 60),
  SESSION_ABSOLUTE_DAYS: configFields.positiveInt(30),
  EMAIL_VERIFICATION_TTL_HOURS: configFields.positiveInt(48),
  PASSWORD_RESET_TTL_MINUTES: configFields.positiveInt(60),
  /** Whether this deployment sends SMS (notification has a provider): senders may then add a phone. */
  SMS_ENABLED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * SMS verification codes the whole product sends in 24 hours, whoever asks: the ceiling on what SMS pumping
   * can cost. Last-chance SMS are not codes and never count against it.
   */
  SMS_CODE_DAILY_BUDGET: configFields.positiveInt(200),
  /** Addresses that become admins once verified (comma separated); the role is never taken from a request. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;
