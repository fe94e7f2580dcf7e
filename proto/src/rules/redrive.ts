/**
 * How far back a re-drive (every outbox row published since an instant, published again) may reach: published
 * outbox rows and consumers' claims of handled events are both kept this long (platform's outbox.ts and
 * idempotency.ts keep them no shorter, a test holds them to it). Further back, a consumer could no longer tell an
 * event it handled from a new one. The services refuse beyond it, the bff before asking them, the web says it.
 */
export const REDRIVE_WINDOW_DAYS = 35;

/** The earliest instant a re-drive asked for at `now` may start from. */
export function earliestRedrive(now: Date): Date {
  return new Date(now.getTime() - REDRIVE_WINDOW_DAYS * 86_400_000);
}

/** Whether a re-drive from `since`, asked for at `now`, is allowed: a real instant, within the window. */
export function redriveAllowed(since: Date, now: Date): boolean {
  return !Number.isNaN(since.getTime()) && since >= earliestRedrive(now);
}
