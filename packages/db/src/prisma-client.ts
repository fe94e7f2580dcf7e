import { PrismaPg } from '@prisma/adapter-pg';

// What every generated `PrismaClient` class accepts; its own options type is a superset.
export type PrismaClientClass<Client> = new (options: { adapter: PrismaPg }) => Client;

// Services use their generated client over node-postgres: Prisma 7 needs a driver adapter, and this one needs
// no native engine.
export function createPrismaClient<Client>(
  PrismaClient: PrismaClientClass<Client>,
  databaseUrl: string,
): Client {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}
