import type { ServiceIdentity } from '@app/platform/service-identity';
import type { AuthConfig } from '../config.ts';
import type { AuthDb } from '../db/client.ts';

/** What every auth use case may use; main.ts builds it, tests build their own. */
export type AuthDeps = {
  db: AuthDb;
  config: Pick<
    AuthConfig,
    | 'EMAIL_TOKEN_SECRET'
    | 'SESSION_IDLE_MINUTES'
    | 'SESSION_ABSOLUTE_DAYS'
    | 'EMAIL_VERIFICATION_TTL_HOURS'
    | 'PASSWORD_RESET_TTL_MINUTES'
    | 'ADMIN_EMAILS'
    | 'SMS_ENABLED'
    | 'SMS_CODE_DAILY_BUDGET'
  >;
  /** Auth's own key: it signs who a session's user is, for the other services. */
  identity: Pick<ServiceIdentity, 'assertUser'>;
  /** Called after a transaction that wrote events commits, so they leave at once. */
  eventsWritten: () => void;
  now: () => Date;
};
