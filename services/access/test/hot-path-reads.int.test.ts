// The recipient's path reads and writes access state and grants in plain SQL through the client's pool
// (src/db/access-state-repository.ts): the rows must be exactly what Prisma's model queries give.
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAccessDb, type AccessDb } from '../src/db/client.ts';
import {
  deleteExpiredGrants,
  findGrantWithState,
  findState,
  findStateIssuingGrant,
  insertGrant,
  reactionsOf,
  setReaction,
} from '../src/db/access-state-repository.ts';

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

  it('find a grant while it lives, with the state of its message as Prisma reads it', async () => {
    const messageId = randomUUID();
    const tokenHash = randomBytes(32).toString('hex');
    const expiresAt = new Date('2026-11-25T12:30:00.789Z');
    await insertGrant(db, { tokenHash, messageId, expiresAt });
    const prisma = await db.accessGrant.findUnique({ where: { tokenHash } });
    expect(prisma).toMatchObject({ messageId, expiresAt });

    const before = new Date(expiresAt.getTime() - 1);
    // A message never tried has no state.
    await expect(findGrantWithState(db, tokenHash, before)).resolves.toStrictEqual({
      messageId,
      expiresAt,
      state: null,
    });
    await db.accessState.create({
      data: { messageId, failedAttempts: 2, heldAt: new Date('2026-11-25T12:00:00.456Z'), reaction: 'star' },
    });
    const state = await db.accessState.findUnique({ where: { messageId }, select: stateFields });
    await expect(findGrantWithState(db, tokenHash, before)).resolves.toStrictEqual({
      messageId,
      expiresAt,
      state,
    });
    await expect(findGrantWithState(db, tokenHash, expiresAt)).resolves.toBeNull();
    await expect(findGrantWithState(db, randomBytes(32).toString('hex'), before)).resolves.toBeNull();
  });

  it('issue a grant with the reading of the state, unless that state turns the reader away', async () => {
    const grant = () => ({
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const kept = (tokenHash: string) => db.accessGrant.findUnique({ where: { tokenHash } });

    const untried = randomUUID();
    const first = grant();
    await expect(findStateIssuingGrant(db, untried, first)).resolves.toStrictEqual({
      state: null,
      granted: true,
    });
    await expect(kept(first.tokenHash)).resolves.toMatchObject({
      messageId: untried,
      expiresAt: first.expiresAt,
    });

    const tried = randomUUID();
    await db.accessState.create({ data: { messageId: tried, failedAttempts: 2, reaction: 'love' } });
    const second = grant();
    const state = await db.accessState.findUnique({ where: { messageId: tried }, select: stateFields });
    await expect(findStateIssuingGrant(db, tried, second)).resolves.toStrictEqual({ state, granted: true });

    for (const stop of ['lockedAt', 'destroyedAt', 'heldAt'] as const) {
      const messageId = randomUUID();
      await db.accessState.create({ data: { messageId, [stop]: new Date('2026-11-01T10:00:00.123Z') } });
      const refused = grant();
      const row = await db.accessState.findUnique({ where: { messageId }, select: stateFields });
      await expect(findStateIssuingGrant(db, messageId, refused)).resolves.toStrictEqual({
        state: row,
        granted: false,
      });
      await expect(kept(refused.tokenHash)).resolves.toBeNull();
    }
  });

  it('prunes exactly the grants past their end', async () => {
    const messageId = randomUUID();
    // Long before any other grant of this file ends: the pruning is of the whole table.
    const now = new Date('2020-01-01T09:00:00.000Z');
    const grant = (offsetMs: number) => ({
      tokenHash: randomBytes(32).toString('hex'),
      messageId,
      expiresAt: new Date(now.getTime() + offsetMs),
    });
    const [ended, endsNow, live] = [grant(-60_000), grant(0), grant(60_000)];
    for (const each of [ended, endsNow, live]) await insertGrant(db, each);

    await expect(deleteExpiredGrants(db, now)).resolves.toBe(2);
    const left = await db.accessGrant.findMany({ where: { messageId }, select: { tokenHash: true } });
    expect(left).toEqual([{ tokenHash: live.tokenHash }]);
    await expect(deleteExpiredGrants(db, now)).resolves.toBe(0);
  });

  it('keeps a reaction per message, cleared by none, and lists only the messages that have one', async () => {
    const [loved, cleared, untouched] = [randomUUID(), randomUUID(), randomUUID()];
    await setReaction(db, loved, 'love');
    await setReaction(db, cleared, 'thanks');
    await setReaction(db, cleared, null);

    const listed = await reactionsOf(db, [loved, cleared, untouched]);
    expect(listed).toEqual([{ messageId: loved, reaction: 'love' }]);
    await expect(reactionsOf(db, [])).resolves.toEqual([]);
  });

  it('a client that only ever sent plain SQL still closes its pool when disconnected', async () => {
    const client = connectAccessDb(database.url);
    await findState(client, randomUUID());
    await client.$disconnect();
    expect(client.pool.ended).toBe(true);
  });
});
