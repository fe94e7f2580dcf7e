import { createPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

export type { Prisma } from './generated/client.ts';
export type AccessDb = PrismaClient;

export function connectAccessDb(databaseUrl: string): AccessDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
