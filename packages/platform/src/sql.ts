/**
 * The slice of a Prisma client (or interactive transaction) the platform kit needs. Each service has its own
 * generated client; this structural type accepts any of them, so outbox and idempotency code is written once.
 */
export type SqlExecutor = {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<number>;
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<T>;
};

export type TransactionalDb = SqlExecutor & {
  $transaction<R>(fn: (tx: SqlExecutor) => Promise<R>): Promise<R>;
};

export async function databaseReadiness(db: SqlExecutor): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
