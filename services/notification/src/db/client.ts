import { createPooledPrismaClient, type PooledPrismaClient } from '@app/db/prisma-client';
import { PrismaClient, type Prisma } from './generated/client.ts';

/** The service's client, with `sql` for its event plumbing (and `pool`), on one set of connections. */
export type NotificationDb = PooledPrismaClient<PrismaClient>;
/** The database, or a transaction on it. */
export type NotificationTx = NotificationDb | Prisma.TransactionClient;

export function connectNotificationDb(databaseUrl: string): NotificationDb {
  return createPooledPrismaClient(PrismaClient, databaseUrl);
}
