// A closed account's deletion records (ids, kinds and instants) go once no service can still ask about them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_ACCOUNT_RECORD_DAYS, pruneClosedAccounts } from '../src/domain/prune-closed-accounts.ts';
import { openMessageTestDatabase, type MessageTestDatabase } from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_prune_closed');
});
afterAll(async () => {
  await database?.close();
});

const DAY_MS = 86_400_000;

async function deletion(userId: string, reason: string, daysAgo: number) {
  await database.db.messageDeletion.create({
    data: {
      messageId: randomUUID(),
      userId,
      reason,
      wasDelivered: false,
      deletedAt: new Date(Date.now() - daysAgo * DAY_MS),
    },
  });
}

const recordsOf = async (userId: string) =>
  (await database.db.messageDeletion.findMany({ where: { userId } })).map((row) => row.reason).sort();

describe('pruning closed accounts', () => {
  it('deletes every record of an account closed long enough ago, and nothing of the others', async () => {
    const longClosed = randomUUID();
    const justClosed = randomUUID();
    const stillOpen = randomUUID();
    await deletion(longClosed, 'owner', 400);
    await deletion(longClosed, 'account', CLOSED_ACCOUNT_RECORD_DAYS + 1);
    await deletion(justClosed, 'account', CLOSED_ACCOUNT_RECORD_DAYS - 1);
    await deletion(stillOpen, 'recipient', 400);

    const deps = { db: database.db, now: () => new Date() };
    expect(await pruneClosedAccounts(deps)).toBe(1);
    expect(await recordsOf(longClosed)).toEqual([]);
    expect(await recordsOf(justClosed)).toEqual(['account']);
    expect(await recordsOf(stillOpen)).toEqual(['recipient']);
    expect(await pruneClosedAccounts(deps)).toBe(0);
  });
});
