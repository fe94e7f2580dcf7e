import { REDRIVE_WINDOW_DAYS, earliestRedrive, redriveAllowed } from '@app/proto/rules/redrive';
import { describe, expect, it } from 'vitest';
import { PROCESSED_EVENT_RETENTION_DAYS } from '../src/idempotency.ts';
import { checkRedriveSince, OUTBOX_RETENTION_DAYS, RedriveRefused } from '../src/outbox.ts';

describe('the re-drive window', () => {
  it('reaches no further back than outbox rows and consumers’ claims are kept', () => {
    expect(REDRIVE_WINDOW_DAYS).toBeLessThanOrEqual(OUTBOX_RETENTION_DAYS);
    expect(REDRIVE_WINDOW_DAYS).toBeLessThanOrEqual(PROCESSED_EVENT_RETENTION_DAYS);
  });

  it('allows an instant within it and refuses one before it or no instant at all', () => {
    const now = new Date('2026-12-03T10:00:00.000Z');
    expect(earliestRedrive(now).toISOString()).toBe('2026-10-29T10:00:00.000Z');
    expect(redriveAllowed(earliestRedrive(now), now)).toBe(true);
    expect(redriveAllowed(new Date(earliestRedrive(now).getTime() - 1), now)).toBe(false);
    expect(redriveAllowed(new Date('not a date'), now)).toBe(false);
    expect(() => checkRedriveSince(new Date('2026-10-01T00:00:00.000Z'), now)).toThrow(RedriveRefused);
    expect(() => checkRedriveSince(new Date('2026-12-01T00:00:00.000Z'), now)).not.toThrow();
  });
});
