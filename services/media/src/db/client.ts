import { createPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

export type MediaDb = PrismaClient;

export function connectMediaDb(databaseUrl: string): MediaDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
