import { createPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

export type MessageDb = PrismaClient;
export type { Prisma } from './generated/client.ts';

export function connectMessageDb(databaseUrl: string): MessageDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
