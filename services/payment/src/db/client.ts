import { createPrismaClient } from '@app/db/prisma-client';
import { PrismaClient } from './generated/client.ts';

export type PaymentDb = PrismaClient;
export type { Prisma } from './generated/client.ts';

export function connectPaymentDb(databaseUrl: string): PaymentDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
