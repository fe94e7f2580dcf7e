import type { Logger } from 'pino';
import { startPollLoop } from './poll-loop.ts';
import type { SqlExecutor } from './sql.ts';

/**
 * The product's one clock: the database's `legado_now()` (each deciding service's migration "database_clock"),
 * never a process's own. A scheduler whose host runs ten minutes fast would otherwise send dated letters ten
 * minutes early and count check-ins as missed early; replicas on several hosts would disagree with each other.
 *
 * `now()` is the process's clock corrected by the offset last measured against the database (read every
 * `intervalMs`, the round trip's midpoint taken as the instant it answered), so it stays synchronous for the use
 * cases that take it. A clock that jumps between two readings is wrong until the next one; the statements that
 * release a letter also compare with `legado_now()` themselves (the message service), so such a jump delays,
 * never hastens.
 */
export type DatabaseClock = {
  now(): Date;
  /** How far the database's clock is ahead of this process's, in ms, at the last reading. */
  offsetMs(): number;
  stop(): Promise<void>;
};

export const DATABASE_CLOCK_INTERVAL_MS = 10_000;

/** One reading: the database's instant minus this process's at the midpoint of the round trip. */
export async function measureClockOffset(db: SqlExecutor): Promise<number> {
  const sent = Date.now();
  const [row] = await db.$queryRaw<{ now: Date }[]>`SELECT legado_now() AS now`;
  const received = Date.now();
  return row!.now.getTime() - (sent + received) / 2;
}

/** Reads the offset once before answering (a service never decides on an unmeasured clock), then every interval. */
export async function startDatabaseClock(
  db: SqlExecutor,
  logger: Logger,
  intervalMs = DATABASE_CLOCK_INTERVAL_MS,
): Promise<DatabaseClock> {
  let offset = await measureClockOffset(db);
  if (Math.abs(offset) > 1_000)
    logger.warn({ offsetMs: Math.round(offset) }, "this host's clock differs from the database's");
  const loop = startPollLoop({
    intervalMs,
    step: async () => {
      offset = await measureClockOffset(db);
      return false;
    },
    onError(error, failures) {
      // The last offset stays: a database that is away decides nothing meanwhile anyway.
      if (failures === 1 || failures % 30 === 0)
        logger.warn({ err: error, failures }, 'reading the database clock failed');
    },
  });
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    stop: () => loop.stop(),
  };
}
