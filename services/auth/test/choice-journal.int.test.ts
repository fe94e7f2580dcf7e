// Account closures a restore must not undo: the relay journals each auth.user.deleted outside the database as it
// publishes it, and the next start closes again every account the (restored) database has back.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { factJournal } from '@app/platform/fact-journal';
import { createLogger } from '@app/platform/logger';
import { connectNats, jetstreamManager, streamName, type NatsConnection } from '@app/platform/nats';
import { startOutboxRelay, type OutboxRelay } from '@app/platform/outbox';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deleteAccount } from '../src/domain/delete-account.ts';
import { JOURNALED_CHOICES, reapplyJournaledClosures } from '../src/domain/reapply-journaled-closures.ts';
import { registerUser } from '../src/domain/register.ts';
import {
  authDeps,
  newRegistration,
  openAuthTestDatabase,
  outboxRowsOf,
  type AuthTestDatabase,
} from './helpers/auth-test-env.ts';

const logger = createLogger({ service: 'auth-choice-journal-test', level: 'silent' });
const prefix = `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const journalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-choice-journal-'));
const journal = factJournal(journalDir);
let database: AuthTestDatabase;
let nc: NatsConnection;
let relay: OutboxRelay;

beforeAll(async () => {
  database = await openAuthTestDatabase('auth_choice_journal');
  nc = await connectNats(testNatsUrl, 'auth-choice-journal-test', logger);
  relay = startOutboxRelay({
    db: database.db,
    nc,
    prefix,
    producer: 'auth',
    logger,
    pollIntervalMs: 50,
    journal: { types: JOURNALED_CHOICES, facts: journal },
  });
});

afterAll(async () => {
  await relay?.stop();
  await (await jetstreamManager(nc)).streams.delete(streamName(prefix, 'auth')).catch(() => undefined);
  await nc?.drain();
  await database?.close();
  fs.rmSync(journalDir, { recursive: true, force: true });
});

const journaled = async (userId: string) =>
  (await journal.since(new Date(0), { bodies: true })).filter(
    (fact) => fact.name.startsWith('auth.user.deleted+') && fact.body.includes(userId),
  );

const closuresOf = async (userId: string) =>
  (
    await database.sql.query<{ deliver_message_ids: string[] }>(
      'SELECT deliver_message_ids FROM account_closure WHERE user_id = $1',
      [userId],
    )
  ).rows;

it('an account closed after the point a restore went back to is closed again at start, once, with its choices', async () => {
  const deps = { ...authDeps(database.db), eventsWritten: () => relay.kick() };
  const input = newRegistration();
  const { user } = await registerUser(deps, { input });
  // The row as a backup taken before the closure holds it.
  const { rows: backup } = await database.sql.query<{ row: unknown }>(
    'SELECT to_jsonb(u) AS row FROM app_user u WHERE id = $1',
    [user.id],
  );
  const keep = randomUUID();

  await deleteAccount(deps, { userId: user.id, password: input.password, deliverMessageIds: [keep] });
  await expect.poll(() => journaled(user.id), { timeout: 10_000, interval: 50 }).toHaveLength(1);

  // The database back at that backup: the user again, no closure, no event.
  await database.sql.query('DELETE FROM account_closure WHERE user_id = $1', [user.id]);
  await database.sql.query("DELETE FROM outbox_event WHERE payload->>'userId' = $1", [user.id]);
  await database.sql.query(
    'INSERT INTO app_user SELECT * FROM jsonb_populate_record(NULL::app_user, $1::jsonb)',
    [JSON.stringify(backup[0]!.row)],
  );

  expect(await reapplyJournaledClosures({ ...deps, logger }, journal)).toBe(1);
  expect(await database.db.user.findUnique({ where: { id: user.id } })).toBeNull();
  expect(await closuresOf(user.id)).toEqual([{ deliver_message_ids: [keep] }]);
  const told = (await outboxRowsOf(database.sql, user.id)).filter((row) => row.type === 'auth.user.deleted');
  expect(told.map((row) => row.payload)).toEqual([{ userId: user.id, deliverMessageIds: [keep] }]);

  // Every later start reads the journal and finds nothing to do.
  expect(await reapplyJournaledClosures({ ...deps, logger }, journal)).toBe(0);
  expect(await closuresOf(user.id)).toHaveLength(1);
});

it('a journaled closure that does not read closes nothing', async () => {
  const deps = authDeps(database.db);
  const { user } = await registerUser(deps, { input: newRegistration() });
  await journal.write(new Date(), `auth.user.deleted+${randomUUID()}`, `{"userId":"${user.id}"`);
  expect(await reapplyJournaledClosures({ ...deps, logger }, journal)).toBe(0);
  expect(await database.db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
});
