import { createPooledPrismaClient, type PooledPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

/** The service's client, with `sql` for its event plumbing (and `pool`), on one set of connections. */
export type PaymentDb = PooledPrismaClient<PrismaClient>;
export type { Prisma } from './generated/client.ts';

export function connectPaymentDb(databaseUrl: string): PaymentDb {
  return createPooledPrismaClient(PrismaClient, databaseUrl);
}
