import { createPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

export type MediaDb = PrismaClient;
export type { Prisma } from './generated/client.ts';

export function connectMediaDb(databaseUrl: string): MediaDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
