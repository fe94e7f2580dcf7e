import type { SqlExecutor } from '@app/platform/sql';
import { BOUNCE_CAUSES, isBounceCause, type BounceCause } from '@app/proto/rules/bounce-causes';
import { countBlocksByDomain, countMailOutcomes } from '../db/email-log-repository.ts';

export type MailOutcomeDay = { day: string; sent: number; failed: Record<BounceCause, number> };
export type MailOutcomes = {
  days: MailOutcomeDay[];
  domains: { domain: string; attempted: number; blocked: number }[];
};

export const MAIL_OUTCOME_DAYS = { default: 7, max: 30 } as const;
const DOMAINS_SHOWN = 10;
const DAY_MS = 86_400_000;

const noFailures = (): Record<BounceCause, number> =>
  Object.fromEntries(BOUNCE_CAUSES.map((cause) => [cause, 0])) as Record<BounceCause, number>;

/**
 * The e-mails of the last `requestedDays` days (today, UTC, and the days before it) that reached a mail server:
 * per day, how many went and how many came back or were refused by cause; and the receiving domains that blocked
 * any. A bounced e-mail had gone first: it counts as sent and as failed, as a mailbox provider counts it.
 */
export async function getMailOutcomes(
  db: SqlExecutor,
  requestedDays: number,
  now: Date,
): Promise<MailOutcomes> {
  const days = requestedDays > 0 ? Math.min(requestedDays, MAIL_OUTCOME_DAYS.max) : MAIL_OUTCOME_DAYS.default;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * DAY_MS);
  const [counts, domains] = await Promise.all([
    countMailOutcomes(db, since),
    countBlocksByDomain(db, since, DOMAINS_SHOWN),
  ]);
  const byDay = new Map<string, MailOutcomeDay>();
  for (let i = 0; i < days; i++) {
    const day = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    byDay.set(day, { day, sent: 0, failed: noFailures() });
  }
  for (const { day, status, cause, count } of counts) {
    const entry = byDay.get(day);
    if (!entry) continue;
    if (status !== 'rejected') entry.sent += count;
    if (status !== 'sent') entry.failed[isBounceCause(cause) ? cause : 'other'] += count;
  }
  return { days: [...byDay.values()], domains };
}
