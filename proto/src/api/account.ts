import { UserRole as UserRoleEnum } from '../../gen/app/auth/v1/UserRole.ts';
import { LANGUAGES } from '../rules/languages.ts';
import { enumValues } from '../rules/proto-enum.ts';
import { z } from 'zod';

/**
 * The account calls' answers (`/api/user`, `/api/register`, `/api/login`, and the confirmations of sign-out,
 * verification and password reset): the bff checks its answers against these schemas and the web takes its
 * types from them (see ./recipient.ts).
 */

export const USER_ROLES = enumValues(UserRoleEnum);

/** The signed-in user as every account call answers it. */
export const user = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(USER_ROLES),
  isEmailVerified: z.boolean(),
  /** Deliveries still free; null when the payment service cannot say right now. */
  freeDeliveries: z.number().int().nonnegative().nullable(),
  /** The language and IANA time zone the browser last reported: e-mails and dates follow them. */
  language: z.enum(LANGUAGES),
  timeZone: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof user>;
export type UserRole = User['role'];

/** What a call that only confirms says: done, in the caller's language. */
export const confirmation = z.object({ success: z.literal(true), message: z.string() });
export type Confirmation = z.infer<typeof confirmation>;

/**
 * Whether the sender's sign-ins and sealed messages answer their waiting proof-of-life check-ins
 * (`/api/account/life-signs`), and whether they chose it themselves (until they do, it counts for the switches
 * they start).
 */
export const lifeSignPreference = z.object({ activityCounts: z.boolean(), decided: z.boolean() });
export type LifeSignPreference = z.infer<typeof lifeSignPreference>;

/**
 * The sender's backup address for proof of life (`/api/account/backup-email`): a second mailbox of their own that
 * gets every check-in from the first missed one on, and any check-in their own address bounced, once `verified`.
 */
export const backupEmail = z.object({ email: z.string().nullable(), verified: z.boolean() });
export type BackupEmail = z.infer<typeof backupEmail>;

/**
 * The sender's phone for proof of life's last chance by SMS (E.164, or null), whether it is `verified` (only then
 * is it used), and whether this deployment sends SMS at all (`available`).
 */
export const phoneSetting = z.object({
  phone: z.string().nullable(),
  verified: z.boolean(),
  available: z.boolean(),
});
export type PhoneSetting = z.infer<typeof phoneSetting>;

/**
 * The sender's archive built in the background (`/api/account/archive`): being built, ready to download until
 * `expiresAt`, or failed (ask again); null when there is none.
 */
export const accountArchive = z.object({
  status: z.enum(['building', 'ready', 'failed']),
  requestedAt: z.iso.datetime({ offset: true }),
  readyAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  size: z.number().int().nonnegative(),
});
export type AccountArchive = z.infer<typeof accountArchive>;

export const accountArchiveState = z.object({ archive: accountArchive.nullable() });
export type AccountArchiveState = z.infer<typeof accountArchiveState>;

/**
 * What asking for the archive does (`POST /api/account/archive`): a small one is downloaded at once from
 * `/api/account/export` (`direct`); a large one is built in the background and announced by e-mail.
 */
export const archiveRequest = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('direct') }),
  z.object({ mode: z.literal('background'), archive: accountArchive }),
]);
export type ArchiveRequest = z.infer<typeof archiveRequest>;
