import { createPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

export type AuthDb = PrismaClient;
export type { Prisma } from './generated/client.ts';

export function connectAuthDb(databaseUrl: string): AuthDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
