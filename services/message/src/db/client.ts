import { createPooledPrismaClient, type PooledPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

/** The service's client, with the pool its hot-path reads use (src/db/message-repository.ts). */
export type MessageDb = PooledPrismaClient<PrismaClient>;
export type { Prisma } from './generated/client.ts';

export function connectMessageDb(databaseUrl: string): MessageDb {
  return createPooledPrismaClient(PrismaClient, databaseUrl);
}
