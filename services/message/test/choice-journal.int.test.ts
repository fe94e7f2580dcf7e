// Deletions a restore must not undo: the relay journals each message.deleted outside the database as it
// publishes it, and the next start makes again every deletion the (restored) database does not have.
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
import { createMessage } from '../src/domain/create-message.ts';
import { deleteMessage } from '../src/domain/delete-message.ts';
import { getDeletion } from '../src/domain/get-deletion.ts';
import { JOURNALED_CHOICES, reapplyJournaledDeletions } from '../src/domain/reapply-journaled-deletions.ts';
import { sealMessage } from '../src/domain/seal-message.ts';
import { reapplyJournaledRefusals } from '../src/domain/journaled-refusals.ts';
import { choicesToken } from '../src/domain/recipient-choices.ts';
import { setRecipientChoices } from '../src/domain/set-recipient-choices.ts';
import {
  draftInput,
  messageTestDeps,
  newOwner,
  openMessageTestDatabase,
  outboxPayloads,
  type MessageTestDatabase,
} from './helpers/message-test-deps.ts';

const logger = createLogger({ service: 'choice-journal-test', level: 'silent' });
const prefix = `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const journalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'choice-journal-'));
const journal = factJournal(journalDir);
let database: MessageTestDatabase;
let nc: NatsConnection;
let relay: OutboxRelay;

beforeAll(async () => {
  database = await openMessageTestDatabase('message_choice_journal');
  nc = await connectNats(testNatsUrl, 'choice-journal-test', logger);
  relay = startOutboxRelay({
    db: database.db,
    nc,
    prefix,
    producer: 'message',
    logger,
    pollIntervalMs: 50,
    journal: { types: JOURNALED_CHOICES, facts: journal },
  });
});

afterAll(async () => {
  await relay?.stop();
  await (await jetstreamManager(nc)).streams.delete(streamName(prefix, 'message')).catch(() => undefined);
  await nc?.drain();
  await database?.close();
  fs.rmSync(journalDir, { recursive: true, force: true });
});

/** The rows of the message and its questions, as a backup taken before the deletion holds them. */
async function backupOf(id: string) {
  const { db } = database;
  const message = await db.$queryRaw<{ row: unknown }[]>`
    SELECT to_jsonb(m) AS row FROM message m WHERE id = ${id}::uuid`;
  const questions = await db.$queryRaw<{ row: unknown }[]>`
    SELECT to_jsonb(q) AS row FROM security_question q WHERE message_id = ${id}::uuid`;
  return { message: message.map((r) => r.row), questions: questions.map((r) => r.row) };
}

/** The database back at that backup: the rows again, and no record or event of the deletion. */
async function restore(id: string, backup: Awaited<ReturnType<typeof backupOf>>) {
  await database.db.$transaction(async (tx) => {
    await tx.$executeRaw`DELETE FROM message_deletion WHERE message_id = ${id}::uuid`;
    await tx.$executeRaw`DELETE FROM outbox_event WHERE payload->>'messageId' = ${id}`;
    for (const row of backup.message)
      await tx.$executeRaw`INSERT INTO message SELECT * FROM jsonb_populate_record(NULL::message, ${JSON.stringify(row)}::jsonb)`;
    for (const row of backup.questions)
      await tx.$executeRaw`INSERT INTO security_question SELECT * FROM jsonb_populate_record(NULL::security_question, ${JSON.stringify(row)}::jsonb)`;
  });
}

const journaled = async (id: string) =>
  (await journal.since(new Date(0), { bodies: true })).filter(
    (fact) => fact.name.startsWith('message.deleted+') && fact.body.includes(id),
  );

it('a letter its sender deleted after the point a restore went back to is deleted again at start, once', async () => {
  const { deps } = messageTestDeps(database.db);
  const owner = newOwner();
  const { id } = await createMessage(
    deps,
    owner,
    draftInput({ securityLevel: 'basic', questions: [{ question: '¿Dónde?', answer: 'Aquí' }] }),
  );
  await sealMessage(deps, owner, id);
  const backup = await backupOf(id);

  await deleteMessage({ ...deps, eventsWritten: () => relay.kick() }, owner, id);
  await expect.poll(() => journaled(id), { timeout: 10_000, interval: 50 }).toHaveLength(1);
  const [entry] = await journaled(id);
  expect(JSON.parse(entry!.body)).toEqual({
    messageId: id,
    userId: owner.userId,
    reason: 'owner',
    wasDelivered: false,
  });

  await restore(id, backup);
  expect(await database.db.message.findUnique({ where: { id } })).not.toBeNull();

  expect(await reapplyJournaledDeletions({ ...deps, logger }, journal)).toBe(1);
  expect(await database.db.message.findUnique({ where: { id } })).toBeNull();
  expect(await database.db.securityQuestion.count({ where: { messageId: id } })).toBe(0);
  // Recorded as the first deletion was, at its instant, and told to the other services again.
  expect((await getDeletion(deps, id)).deletion).toMatchObject({ messageId: id, reason: 'owner' });
  const [recorded] = await database.db.$queryRaw<{ deleted_at: Date }[]>`
    SELECT deleted_at FROM message_deletion WHERE message_id = ${id}::uuid`;
  expect(recorded!.deleted_at.getTime()).toBe(entry!.at.getTime());
  expect(await outboxPayloads(database.db, 'message.deleted', id)).toHaveLength(1);

  // Every later start reads the journal and finds nothing to do.
  expect(await reapplyJournaledDeletions({ ...deps, logger }, journal)).toBe(0);
  expect(await outboxPayloads(database.db, 'message.deleted', id)).toHaveLength(1);
});

it('a journaled deletion naming another sender, or one that does not read, deletes nothing', async () => {
  const { deps } = messageTestDeps(database.db);
  const owner = newOwner();
  const { id } = await createMessage(deps, owner, draftInput());
  await sealMessage(deps, owner, id);
  await journal.write(
    new Date(),
    `message.deleted+${randomUUID()}`,
    JSON.stringify({ messageId: id, userId: randomUUID(), reason: 'owner', wasDelivered: false }),
  );
  await journal.write(new Date(), `message.deleted+${randomUUID()}`, `{"messageId":"${id}"`);

  expect(await reapplyJournaledDeletions({ ...deps, logger }, journal)).toBe(0);
  expect(await database.db.message.findUnique({ where: { id } })).not.toBeNull();
});

it('a recipient’s refusal, and its taking back, come back as they last were after a restore', async () => {
  const { deps } = messageTestDeps(database.db);
  const journaledDeps = { ...deps, choiceJournal: journal };
  const owner = newOwner();
  const { id } = await createMessage(deps, owner, draftInput());
  await sealMessage(deps, owner, id);
  const token = choicesToken(deps, id);
  const refusals = async () =>
    (
      await database.db.recipientRefusal.findMany({
        where: { refusedSender: owner.userId },
        select: { refusedSender: true },
      })
    ).length;

  await setRecipientChoices(journaledDeps, token, { refuseSender: true });
  const refused = await database.db.recipientRefusal.findFirstOrThrow({
    where: { refusedSender: owner.userId },
  });
  // A restore to a point before the refusal: the row is gone, the journal has it.
  await database.db.recipientRefusal.deleteMany({ where: { refusedSender: owner.userId } });
  expect(await reapplyJournaledRefusals({ ...deps, logger }, journal)).toBeGreaterThanOrEqual(1);
  expect(await refusals()).toBe(1);

  // Taken back later; a restore to a point between brings the refusal back, the journal takes it away.
  await setRecipientChoices(journaledDeps, token, { refuseSender: false });
  await database.db.recipientRefusal.create({ data: refused });
  await reapplyJournaledRefusals({ ...deps, logger }, journal);
  expect(await refusals()).toBe(0);
});

it('a refusal of a sender who closed their account since is not made again', async () => {
  const { deps } = messageTestDeps(database.db);
  const owner = newOwner();
  const { id } = await createMessage(deps, owner, draftInput());
  await sealMessage(deps, owner, id);
  await setRecipientChoices({ ...deps, choiceJournal: journal }, choicesToken(deps, id), {
    refuseSender: true,
  });
  // The closure's erasure: the sender's letters deleted as `account`, their refusals with them.
  await deleteMessage(deps, owner, id);
  await database.db.messageDeletion.update({ where: { messageId: id }, data: { reason: 'account' } });
  await database.db.recipientRefusal.deleteMany({ where: { refusedSender: owner.userId } });

  await reapplyJournaledRefusals({ ...deps, logger }, journal);
  expect(await database.db.recipientRefusal.count({ where: { refusedSender: owner.userId } })).toBe(0);
});
