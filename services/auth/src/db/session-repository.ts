import type { Prisma } from './generated/client.ts';
import type { AuthDb } from './client.ts';

type Tx = AuthDb | Prisma.TransactionClient;

export function insertSession(
  db: Tx,
  data: { tokenHash: string; userId: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
) {
  return db.session.create({ data, select: { id: true } });
}

export function findSession(db: Tx, tokenHash: string) {
  return db.session.findUnique({
    where: { tokenHash },
    select: { id: true, userId: true, lastSeenAt: true, expiresAt: true },
  });
}

export async function touchSession(db: Tx, id: string, at: Date): Promise<void> {
  await db.session.updateMany({ where: { id }, data: { lastSeenAt: at } });
}

export async function deleteSessionByHash(db: Tx, tokenHash: string): Promise<void> {
  await db.session.deleteMany({ where: { tokenHash } });
}

export async function deleteSessionsOfUser(db: Tx, userId: string): Promise<void> {
  await db.session.deleteMany({ where: { userId } });
}
