import { createPrismaClient } from '@app/db/prisma-client';
import { PrismaClient, type Prisma } from './generated/client.ts';

export type NotificationDb = PrismaClient;
/** The database, or a transaction on it. */
export type NotificationTx = NotificationDb | Prisma.TransactionClient;

export function connectNotificationDb(databaseUrl: string): NotificationDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
