// The recipient's path reads and writes access state and grants in plain SQL through the client's pool
// (src/db/access-state-repository.ts): the rows must be exactly what Prisma's model queries give.
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAccessDb, type AccessDb } from '../src/db/client.ts';
import { findLiveGrant, findState, insertGrant } from '../src/db/access-state-repository.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');

let database: { url: string; drop: () => Promise<void> };
let db: AccessDb;
beforeAll(async () => {
  database = await createMigratedTestDatabase(prismaDir, 'access_hot_path_reads');
  db = connectAccessDb(database.url);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const stateFields = {
  failedAttempts: true,
  lockedAt: true,
  destroyedAt: true,
  heldAt: true,
  reaction: true,
} as const;

describe('the recipient’s access state and grants', () => {
  it('read a message’s state as Prisma does, and nothing for a message never tried', async () => {
    const messageId = randomUUID();
    await db.accessState.create({
      data: {
        messageId,
        failedAttempts: 3,
        lockedAt: new Date('2026-11-01T10:00:00.123Z'),
        reaction: 'love',
      },
    });
    const prisma = await db.accessState.findUnique({ where: { messageId }, select: stateFields });

    await expect(findState(db, messageId)).resolves.toStrictEqual(prisma);
    await expect(findState(db, randomUUID())).resolves.toBeNull();
  });

  it('find a grant while it lives, for its own message only', async () => {
    const messageId = randomUUID();
    const tokenHash = randomBytes(32).toString('hex');
    const expiresAt = new Date('2026-11-25T12:30:00.789Z');
    await insertGrant(db, { tokenHash, messageId, expiresAt });
    const prisma = await db.accessGrant.findUnique({ where: { tokenHash } });
    expect(prisma).toMatchObject({ messageId, expiresAt });

    const before = new Date(expiresAt.getTime() - 1);
    await expect(findLiveGrant(db, tokenHash, messageId, before)).resolves.toStrictEqual(prisma);
    await expect(findLiveGrant(db, tokenHash, messageId, expiresAt)).resolves.toBeNull();
    await expect(findLiveGrant(db, tokenHash, randomUUID(), before)).resolves.toBeNull();
  });

  it('a client that only ever sent plain SQL still closes its pool when disconnected', async () => {
    const client = connectAccessDb(database.url);
    await findState(client, randomUUID());
    await client.$disconnect();
    expect(client.pool.ended).toBe(true);
  });
});
