import { createPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

export type { Prisma } from './generated/client.ts';
export type SchedulerDb = PrismaClient;

export function connectSchedulerDb(databaseUrl: string): SchedulerDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
