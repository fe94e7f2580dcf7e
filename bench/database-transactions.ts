import pg from 'pg';

/**
 * How long to wait before reading PostgreSQL's counters for what just happened: a busy backend reports its
 * counts at most once a second, an idle one within 10 s (PGSTAT_IDLE_INTERVAL).
 */
export const STATS_SETTLE_MS = 11_000;

/**
 * Transactions committed so far in the databases whose names start with `prefix` (`pg_stat_database`): every
 * statement outside a transaction is one, so this counts what each costs PostgreSQL in commits.
 */
export async function committedTransactions(url: string, prefix: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ commits: string }>(
      `SELECT coalesce(sum(xact_commit), 0)::text AS commits FROM pg_stat_database
        WHERE starts_with(datname, $1)`,
      [prefix],
    );
    return Number(rows[0]!.commits);
  } finally {
    await client.end();
  }
}
