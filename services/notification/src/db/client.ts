import { createPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

export type NotificationDb = PrismaClient;

export function connectNotificationDb(databaseUrl: string): NotificationDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
