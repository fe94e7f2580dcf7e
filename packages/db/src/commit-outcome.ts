import pg from 'pg';

/**
 * A COMMIT whose answer never came: the transaction may have committed or not. It happens when the connection
 * drops while the commit waits (a primary that dies, a balancer cutting the sessions of a demoted primary), or
 * when the server is shut down during a synchronous commit's wait for its standby, after the commit is already
 * visible locally ("already committed locally, but might not have been replicated"). Reported as such, never as
 * a plain failure: nothing may retry it blindly. The services' only automatic retry is an event's redelivery,
 * which is safe because its claim (`processed_event`) commits in the same transaction as its effects: a
 * redelivery of an event whose transaction did commit is dropped.
 */
export class AmbiguousCommitError extends Error {
  constructor(cause: unknown) {
    super(`ambiguous commit: the database did not answer the COMMIT (${String((cause as Error).message)})`, {
      cause,
    });
    this.name = 'AmbiguousCommitError';
  }
}

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;

/**
 * A failed COMMIT with an unknown outcome: no SQLSTATE (the connection dropped), class 08 (connection
 * exception) or 57P (the server shutting down or in crash recovery). Any other SQLSTATE (a serialization failure,
 * a deferred constraint) is PostgreSQL saying the transaction was rolled back.
 */
export function outcomeUnknown(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith('08') || code.startsWith('57P');
}

/** pg's client, with a COMMIT whose outcome is unknown reported as an AmbiguousCommitError. */
export class CommitWatchingClient extends pg.Client {
  // pg's query has a dozen overloads; the promise forms are the ones Prisma's adapter and sqlOverPool use.
  override query(...args: unknown[]): never {
    const result = (super.query as (...given: unknown[]) => unknown)(...args);
    const text = textOf(args[0]);
    if (result instanceof Promise && typeof text === 'string' && /^\s*COMMIT\s*;?\s*$/i.test(text))
      return result.catch((error: unknown) => {
        throw outcomeUnknown(error) ? new AmbiguousCommitError(error) : error;
      }) as never;
    return result as never;
  }
}

/** A service's pool: pg's defaults, its clients watching their commits. */
export function createServicePool(databaseUrl: string): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, Client: CommitWatchingClient });
}
