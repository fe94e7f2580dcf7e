import { createPooledPrismaClient, type PooledPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

export type { Prisma } from './generated/client.ts';
/** The service's client, with the pool its hot-path reads use (src/db/access-state-repository.ts). */
export type AccessDb = PooledPrismaClient<PrismaClient>;

export function connectAccessDb(databaseUrl: string): AccessDb {
  return createPooledPrismaClient(PrismaClient, databaseUrl);
}
