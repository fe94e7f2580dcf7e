import { isLanguage } from '@app/proto/rules/languages';
export type Role = 'user' | 'admin';

export type User = {
  id: string;
  username: string;
  email: string;
  fullName: string;
  role: Role;
  isEmailVerified: boolean;
  emailVerifiedAt: Date | null;
  language: string;
  timeZone: string;
  createdAt: Date;
  /** The sender's second address for proof of life, verified or not; null when none. */
  backupEmail: string | null;
  isBackupEmailVerified: boolean;
  /** The sender's phone (E.164) for the last chance by SMS, verified or not; null when none. */
  phone: string | null;
  isPhoneVerified: boolean;
  /** Suspended by an admin after a report: no sign-in, no session. */
  suspendedAt: Date | null;
};

/** What the client reports about itself; remembered per user for e-mails and dates. */
export type ClientSettings = { language?: string; timeZone?: string };

/** Only es and en are product languages; anything else is ignored (the stored value stays). */
export function cleanClientSettings(client: ClientSettings | undefined): {
  language?: string;
  timeZone?: string;
} {
  const result: { language?: string; timeZone?: string } = {};
  if (isLanguage(client?.language)) result.language = client.language;
  if (client?.timeZone && isTimeZone(client.timeZone)) result.timeZone = client.timeZone;
  return result;
}

function isTimeZone(name: string): boolean {
  if (name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
