import { createTestClient } from '@app/platform/test-support/test-keys';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { AppError } from '@app/platform/errors';
import { services } from '@app/proto/services';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real auth, payment, message and media services in this process, as the bff's tests run them.
import { startBackends, type Backends } from '@app/test-stack/backends';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type LetterOptions,
  type MessageClient,
  type Sender,
} from '@app/test-stack/sealed-messages';
import { connectAccessDb, type AccessDb } from '../src/db/client.ts';
import type { AccessAudit, AccessDeps } from '../src/domain/deps.ts';
import { forgetDeleted } from '../src/domain/forget-deleted.ts';
import { isDestroyed } from '../src/domain/is-destroyed.ts';
import { deleteByAccess } from '../src/domain/delete-by-access.ts';
import { describeAccess } from '../src/domain/describe-access.ts';
import { reactionsFor } from '../src/domain/get-reactions.ts';
import { markSeen } from '../src/domain/mark-read.ts';
import { previewMessage } from '../src/domain/preview-message.ts';
import { react } from '../src/domain/react-to-message.ts';
import { verifyMessage } from '../src/domain/verify-message.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');

let backends: Backends;
let message: MessageClient;
const connectMedia = (address: string) => createTestClient(services.media(), 'media', address);
let media: ReturnType<typeof connectMedia>;
let accessUrl: string;
let dropAccess: () => Promise<void>;
let db: AccessDb;
let sql: pg.Pool;
let deps: AccessDeps;
let sender: Sender;
let clockOffsetMs = 0;
const audited: AccessAudit[] = [];

beforeAll(async () => {
  const database = await createMigratedTestDatabase(prismaDir, 'access_recipient');
  accessUrl = database.url;
  dropAccess = database.drop;
  backends = await startBackends('access_recipient');
  message = connectMessage(backends.messageAddress);
  media = connectMedia(backends.mediaAddress);
  db = connectAccessDb(accessUrl);
  sql = new pg.Pool({ connectionString: accessUrl, max: 2 });
  deps = {
    db,
    message,
    media,
    grantTtlSeconds: 1800,
    audit: (entry) => audited.push(entry),
    eventsWritten: () => undefined,
    now: () => new Date(Date.now() + clockOffsetMs),
  };
  sender = await verifiedSender(backends, 'access');
});

afterAll(async () => {
  message?.close();
  media?.close();
  await db?.$disconnect();
  await sql?.end();
  await backends?.stop();
  await dropAccess?.();
});

/** A sealed message that has been delivered (released by the message service, reported by notification). */
async function delivered(options: LetterOptions = {}, from = sender) {
  const sealed = await sealedMessage(message, from, options);
  await backends.deliver(sealed.messageId);
  return sealed;
}

const question = (answer: string) => ({ question: '¿Dónde nos conocimos?', answer });

async function accessEvents(messageId: string, type: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM outbox_event WHERE type = $1 AND payload->>'messageId' = $2",
    [type, messageId],
  );
  return rows[0]!.n;
}

async function messageRow(messageId: string) {
  const { rows } = await backends.messageSql.query<{ is_read: boolean }>(
    'SELECT is_read FROM message WHERE id = $1',
    [messageId],
  );
  return rows[0];
}

const notFound = { code: 'NOT_FOUND', reason: 'MESSAGE_NOT_FOUND' };

describe('opening a message with its code', () => {
  it('finds a delivered message from any typed form of its code and asks for nothing when it has no security', async () => {
    const sealed = await delivered();
    const typed = sealed.accessCode.toLowerCase().replaceAll('-', ' ');
    await expect(describeAccess(deps, typed)).resolves.toMatchObject({
      refusal: null,
      accessCode: sealed.accessCode,
      noSecurityRequired: true,
      questions: [],
      attempts: 0,
      maxAttempts: 0,
    });
    const full = await verifyMessage(deps, sealed.accessCode, []);
    expect(full).toMatchObject({
      refusal: null,
      content: 'Querido Luis: la llave está en la caja azul.',
      recipient: 'Luis',
      senderName: 'Ana García',
      senderEmail: sender.user.email,
      isAnonymous: false,
    });
    expect(full.refusal === null && full.grant.length).toBeGreaterThanOrEqual(43);
  });

  it('answers a code that never existed and a deleted message alike', async () => {
    const never = await describeAccess(deps, '0000-0000-0000-0000').catch((e: unknown) => e);
    const sealed = await delivered();
    await message.DeleteMessage({ owner: sender.owner, messageId: sealed.messageId });
    const deleted = await describeAccess(deps, sealed.accessCode).catch((e: unknown) => e);
    expect(never).toBeInstanceOf(AppError);
    expect(deleted).toBeInstanceOf(AppError);
    expect(never).toMatchObject(notFound);
    expect(deleted).toMatchObject(notFound);
    expect((deleted as AppError).message).toBe((never as AppError).message);
  });

  it('refuses a message that is not delivered yet, with the date it opens', async () => {
    const sealed = await sealedMessage(message, sender, { deliveryDate: '2030-05-01T10:00:00+02:00' });
    await expect(describeAccess(deps, sealed.accessCode)).resolves.toMatchObject({
      refusal: { reason: 'NOT_YET_AVAILABLE', availableOn: '2030-05-01T08:00:00.000Z' },
    });
    await expect(verifyMessage(deps, sealed.accessCode, [])).resolves.toMatchObject({
      refusal: { reason: 'NOT_YET_AVAILABLE' },
    });
  });

  it('shows the beginning of a long message in the preview and says more follows', async () => {
    const long = 'Una frase que se repite. '.repeat(20);
    const sealed = await delivered({ content: long, isAnonymous: true });
    const preview = await previewMessage(deps, sealed.accessCode, []);
    expect(preview).toMatchObject({
      refusal: null,
      previewContent: long.slice(0, 200),
      hasFullContent: true,
      mediaCount: 0,
      isAnonymous: true,
      senderName: '',
      senderEmail: '',
    });
  });
});

describe('the calls opening a message costs', () => {
  // A sender of their own: the daily seal limit is per sender.
  let costs: Sender;
  beforeAll(async () => {
    costs = await verifiedSender(backends, 'access_costs');
  });
  /** The same real clients, noting each call made through them. */
  function noting<T extends object>(service: string, client: T, calls: string[]): T {
    return new Proxy(client, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(`${service}.${String(property)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }
  /** The same database client, noting each statement sent through its pool or its raw SQL and each transaction. */
  function countingDb(statements: string[]): AccessDb {
    const pool = noting('sql', db.pool, statements);
    return new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'pool') return pool;
        const value: unknown = Reflect.get(target, property, receiver);
        if (
          typeof value !== 'function' ||
          !['$executeRaw', '$queryRaw', '$transaction'].includes(String(property))
        )
          return value;
        return (...args: unknown[]) => {
          statements.push(`sql.${String(property)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }
  const notingDeps = (calls: string[], statements: string[] = []): AccessDeps => ({
    ...deps,
    db: countingDb(statements),
    message: noting('message', message, calls),
    media: noting('media', media, calls),
  });

  it('a message without questions or attachments: one message-service call, none to media, one statement', async () => {
    const sealed = await delivered({ securityLevel: 'none', questions: [] }, costs);
    const calls: string[] = [];
    const statements: string[] = [];
    const full = await verifyMessage(notingDeps(calls, statements), sealed.accessCode, []);
    expect(full).toMatchObject({ refusal: null, messageId: sealed.messageId, media: [] });
    expect(calls).toEqual(['message.AdmitRecipient']);
    // The message's state, read as its grant is issued.
    expect(statements).toEqual(['sql.query']);
  });

  it('a question where attempts are unlimited: the answer is checked and the letter opened in that one call', async () => {
    const sealed = await delivered({ securityLevel: 'basic', questions: [question('En Cádiz')] }, costs);
    const calls: string[] = [];
    const preview = await previewMessage(notingDeps(calls), sealed.accessCode, ['en cádiz']);
    expect(preview).toMatchObject({ refusal: null, mediaCount: 0 });
    expect(calls).toEqual(['message.AdmitRecipient']);

    calls.length = 0;
    const wrong = await previewMessage(notingDeps(calls), sealed.accessCode, ['En Madrid']);
    expect(wrong).toMatchObject({ refusal: { reason: 'WRONG_ANSWER' } });
    expect(wrong).not.toHaveProperty('subject');
    expect(calls).toEqual(['message.AdmitRecipient']);
  });

  it('a question where attempts are limited: one call more, the attempt reserved before the answer is checked', async () => {
    const sealed = await delivered(
      { securityLevel: 'intermediate', questions: [question('En Cádiz')] },
      costs,
    );
    const calls: string[] = [];
    const statements: string[] = [];
    const preview = await previewMessage(notingDeps(calls, statements), sealed.accessCode, ['en cádiz']);
    expect(preview).toMatchObject({ refusal: null });
    expect(calls).toEqual(['message.AdmitRecipient', 'message.AdmitRecipient']);
    // The state, the reservation, its refund once the answer is right, the grant.
    expect(statements).toEqual(['sql.query', 'sql.query', 'sql.query', 'sql.query']);
  });

  it('the full letter after a right preview rides on its grant: no answer checked again, no attempt at stake', async () => {
    const sealed = await delivered({ securityLevel: 'strict', questions: [question('En Cádiz')] }, costs);
    const preview = await previewMessage(deps, sealed.accessCode, ['en cádiz']);
    const grant = preview.refusal === null ? preview.grant : '';
    expect(grant).not.toBe('');

    const calls: string[] = [];
    const statements: string[] = [];
    audited.length = 0;
    // No answers at all: the grant proves them.
    const full = await verifyMessage(notingDeps(calls, statements), sealed.accessCode, [], grant);
    expect(full).toMatchObject({ refusal: null, messageId: sealed.messageId, grant });
    expect(calls).toEqual(['message.AdmitRecipient']);
    // The grant with its message's state, in one statement.
    expect(statements).toEqual(['sql.query']);
    expect(audited).toEqual([{ outcome: 'ADMITTED_WITH_GRANT', messageId: sealed.messageId, attempts: 0 }]);
    await expect(describeAccess(deps, sealed.accessCode)).resolves.toMatchObject({ attempts: 0 });
  });

  it('a grant of another message is admitted once, as if there were none', async () => {
    const sealed = await delivered({ securityLevel: 'none', questions: [] }, costs);
    const other = await delivered({ securityLevel: 'none', questions: [] }, costs);
    const otherGrant = (await verifyMessage(deps, other.accessCode, [])) as { grant: string };
    const calls: string[] = [];
    const statements: string[] = [];
    audited.length = 0;
    const full = await verifyMessage(notingDeps(calls, statements), sealed.accessCode, [], otherGrant.grant);
    expect(full).toMatchObject({ refusal: null, messageId: sealed.messageId });
    expect(full.refusal === null && full.grant).not.toBe(otherGrant.grant);
    expect(calls).toEqual(['message.AdmitRecipient']);
    // The grant held, then this message's state read as its fresh grant is issued.
    expect(statements).toEqual(['sql.query', 'sql.query']);
    expect(audited).toEqual([{ outcome: 'ADMITTED', messageId: sealed.messageId, attempts: 0 }]);
    // A reading on that grant alone opens nothing here, even a message without questions.
    await expect(
      verifyMessage(deps, sealed.accessCode, [], otherGrant.grant, { grantOnly: true }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'ACCESS_GRANT_REQUIRED' });
    // And with no live grant at all, the message service is not asked.
    calls.length = 0;
    await expect(
      verifyMessage(notingDeps(calls), sealed.accessCode, [], 'no-such-grant', { grantOnly: true }),
    ).rejects.toMatchObject({ reason: 'ACCESS_GRANT_REQUIRED' });
    expect(calls).toEqual([]);
  });

  it('a grant of another message, or an expired one, proves nothing: the answers decide and count', async () => {
    const sealed = await delivered(
      { securityLevel: 'intermediate', questions: [question('En Cádiz')] },
      costs,
    );
    const other = await delivered({ securityLevel: 'basic', questions: [question('En Vigo')] }, costs);
    const otherPreview = await previewMessage(deps, other.accessCode, ['En Vigo']);
    const otherGrant = otherPreview.refusal === null ? otherPreview.grant : '';
    await expect(verifyMessage(deps, sealed.accessCode, ['Madrid'], otherGrant)).resolves.toMatchObject({
      refusal: { reason: 'WRONG_ANSWER', attempts: 1 },
    });

    const preview = await previewMessage(deps, sealed.accessCode, ['En Cádiz']);
    const grant = preview.refusal === null ? preview.grant : '';
    clockOffsetMs = 1801 * 1000;
    try {
      await expect(verifyMessage(deps, sealed.accessCode, ['Madrid'], grant)).resolves.toMatchObject({
        refusal: { reason: 'WRONG_ANSWER', attempts: 2 },
      });
      const fresh = await verifyMessage(deps, sealed.accessCode, ['En Cádiz'], grant);
      expect(fresh).toMatchObject({ refusal: null });
      expect(fresh.refusal === null && fresh.grant).not.toBe(grant);
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('attempts by security level', () => {
  it('basic: wrong answers are counted but never lock; every question must be answered right', async () => {
    const sealed = await delivered({
      securityLevel: 'basic',
      questions: [question('En Bilbao'), { question: '¿Color favorito?', answer: 'Verde' }],
    });
    const gate = await describeAccess(deps, sealed.accessCode);
    expect(gate).toMatchObject({
      noSecurityRequired: false,
      questions: ['¿Dónde nos conocimos?', '¿Color favorito?'],
      maxAttempts: 0,
    });
    for (let i = 1; i <= 7; i += 1) {
      await expect(previewMessage(deps, sealed.accessCode, ['en bilbao', 'rojo'])).resolves.toMatchObject({
        refusal: { reason: 'WRONG_ANSWER', attempts: i, maxAttempts: 0, isLocked: false },
      });
    }
    // Case and outer spaces do not count; the answers are checked in order.
    await expect(previewMessage(deps, sealed.accessCode, ['Verde', 'En Bilbao'])).resolves.toMatchObject({
      refusal: { reason: 'WRONG_ANSWER' },
    });
    await expect(previewMessage(deps, sealed.accessCode, ['  EN BILBAO ', 'verde'])).resolves.toMatchObject({
      refusal: null,
      subject: 'Para cuando llegue el día',
    });
  });

  it('intermediate: the fifth wrong answer locks it for good, even against the right answer, and tells the sender once', async () => {
    const sealed = await delivered({ securityLevel: 'intermediate', questions: [question('En Bilbao')] });
    for (let i = 1; i <= 4; i += 1) {
      await expect(verifyMessage(deps, sealed.accessCode, ['Madrid'])).resolves.toMatchObject({
        refusal: { reason: 'WRONG_ANSWER', attempts: i, maxAttempts: 5, isLocked: false },
      });
    }
    await expect(previewMessage(deps, sealed.accessCode, ['Madrid'])).resolves.toMatchObject({
      refusal: { reason: 'MESSAGE_LOCKED', attempts: 5, isLocked: true },
    });
    await expect(verifyMessage(deps, sealed.accessCode, ['En Bilbao'])).resolves.toMatchObject({
      refusal: { reason: 'MESSAGE_LOCKED', isLocked: true },
    });
    await expect(describeAccess(deps, sealed.accessCode)).resolves.toMatchObject({
      refusal: { reason: 'MESSAGE_LOCKED', attempts: 5, isLocked: true },
    });
    expect(await accessEvents(sealed.messageId, 'access.message.locked')).toBe(1);

    // The lock is in the database, not in a process: a fresh connection (a restarted service) sees it.
    const restarted = connectAccessDb(accessUrl);
    try {
      await expect(
        verifyMessage({ ...deps, db: restarted }, sealed.accessCode, ['En Bilbao']),
      ).resolves.toMatchObject({ refusal: { reason: 'MESSAGE_LOCKED' } });
    } finally {
      await restarted.$disconnect();
    }
  });

  it('keeps a locked message locked against a forged message.deleted; forgets it once really deleted', async () => {
    const sealed = await delivered({ securityLevel: 'intermediate', questions: [question('En Bilbao')] });
    for (let i = 1; i <= 5; i += 1) await verifyMessage(deps, sealed.accessCode, ['Madrid']);
    // What the consumer does with a message.deleted that anyone on NATS could have published.
    await expect(forgetDeleted(deps, sealed.messageId)).resolves.toBe(false);
    await expect(verifyMessage(deps, sealed.accessCode, ['En Bilbao'])).resolves.toMatchObject({
      refusal: { reason: 'MESSAGE_LOCKED', attempts: 5 },
    });
    await message.DeleteMessage({ owner: sender.owner, messageId: sealed.messageId });
    await expect(forgetDeleted(deps, sealed.messageId)).resolves.toBe(true);
    const { rows } = await sql.query('SELECT 1 FROM access_state WHERE message_id = $1', [sealed.messageId]);
    expect(rows).toEqual([]);
  });

  it('records every attempt in the audit trail by message id, never the code or the answer', async () => {
    const sealed = await delivered({ securityLevel: 'intermediate', questions: [question('En Bilbao')] });
    audited.length = 0;
    await verifyMessage(deps, sealed.accessCode, ['Madrid']);
    await verifyMessage(deps, sealed.accessCode, ['En Bilbao']);
    await verifyMessage(deps, '0000-0000-0000-0000', []).catch(() => undefined);
    expect(audited).toEqual([
      { outcome: 'WRONG_ANSWER', messageId: sealed.messageId, attempts: 1 },
      { outcome: 'ADMITTED', messageId: sealed.messageId, attempts: 1 },
      { outcome: 'NOT_FOUND' },
    ]);
    expect(JSON.stringify(audited)).not.toContain(sealed.accessCode);
    expect(JSON.stringify(audited)).not.toMatch(/Bilbao|Madrid/);
  });

  it('a right answer does not spend an attempt', async () => {
    const sealed = await delivered({ securityLevel: 'intermediate', questions: [question('En Bilbao')] });
    await verifyMessage(deps, sealed.accessCode, ['Madrid']);
    await verifyMessage(deps, sealed.accessCode, ['Madrid']);
    await expect(previewMessage(deps, sealed.accessCode, ['en bilbao'])).resolves.toMatchObject({
      refusal: null,
    });
    await expect(describeAccess(deps, sealed.accessCode)).resolves.toMatchObject({ attempts: 2 });
  });

  it('strict: ten wrong answers at the same moment spend exactly three attempts and delete the message once', async () => {
    const sealed = await delivered({ securityLevel: 'strict', questions: [question('En Bilbao')] });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        verifyMessage(deps, sealed.accessCode, ['Madrid']).catch((e: unknown) => e),
      ),
    );
    const reasons = outcomes.map((o) =>
      o instanceof AppError ? o.reason : (o as { refusal: { reason: string } }).refusal.reason,
    );
    expect(reasons.filter((r) => r === 'WRONG_ANSWER')).toHaveLength(2);
    expect(reasons.filter((r) => r === 'MESSAGE_DESTROYED')).toHaveLength(1);
    // The rest were refused without a check: no attempt was left, or the message was already gone.
    expect(reasons.filter((r) => r === 'MESSAGE_LOCKED' || r === 'MESSAGE_NOT_FOUND')).toHaveLength(7);
    const { rows } = await sql.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM access_state WHERE message_id = $1',
      [sealed.messageId],
    );
    expect(rows[0]!.failed_attempts).toBe(3);
    expect(await accessEvents(sealed.messageId, 'access.attempts.exhausted')).toBe(1);
    // From now on, the code answers as one that never existed, even with the right answer.
    await expect(verifyMessage(deps, sealed.accessCode, ['En Bilbao'])).rejects.toMatchObject(notFound);
  });

  it('strict: the message service deletes the message and keeps only a tombstone for the notices', async () => {
    const sealed = await delivered({ securityLevel: 'strict', questions: [question('En Bilbao')] });
    // Through the access service the message service listens to: its access.attempts.exhausted reaches the
    // running message service, which asks access (IsDestroyed) and deletes.
    const access = createTestClient(services.access(), 'access', backends.accessAddress);
    try {
      for (let i = 0; i < 3; i += 1)
        await access.VerifyMessage({ accessCode: sealed.accessCode, answers: ['Madrid'] });
    } finally {
      access.close();
    }
    const lookedUp = () =>
      message.LookupAccessCode({ accessCode: sealed.accessCode }).then(
        () => 'still there',
        (error: unknown) => error,
      );
    await expect.poll(lookedUp, { timeout: 15_000 }).toMatchObject(notFound);
    await expect(message.GetTombstone({ messageId: sealed.messageId })).resolves.toMatchObject({
      recipient: 'Luis',
      recipientEmail: sealed.recipientEmail,
      reason: 'attempts',
    });
  });
});

describe('what the grant allows', () => {
  it('deleting needs the grant of this very message; then the code answers as one that never existed', async () => {
    const sealed = await delivered();
    const other = await delivered();
    const otherFull = await verifyMessage(deps, other.accessCode, []);
    const otherGrant = otherFull.refusal === null ? otherFull.grant : '';
    await expect(deleteByAccess(deps, sealed.accessCode, '')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      reason: 'ACCESS_GRANT_REQUIRED',
    });
    await expect(deleteByAccess(deps, sealed.accessCode, otherGrant)).rejects.toMatchObject({
      reason: 'ACCESS_GRANT_REQUIRED',
    });
    const full = await verifyMessage(deps, sealed.accessCode, []);
    const grant = full.refusal === null ? full.grant : '';
    await deleteByAccess(deps, sealed.accessCode, grant);
    await expect(describeAccess(deps, sealed.accessCode)).rejects.toMatchObject(notFound);
    await expect(verifyMessage(deps, sealed.accessCode, [], grant)).rejects.toMatchObject(notFound);
    // Deleting it is the message service's: told once, by an event, however often the recipient asks.
    await deleteByAccess(deps, sealed.accessCode, grant).catch(() => undefined);
    expect(await accessEvents(sealed.messageId, 'access.message.deleted_by_recipient')).toBe(1);
    await expect(isDestroyed(deps, sealed.messageId)).resolves.toBe(true);
    expect(await messageRow(sealed.messageId)).toBeDefined();
  });

  it('an expired grant allows nothing', async () => {
    const sealed = await delivered();
    const full = await verifyMessage(deps, sealed.accessCode, []);
    clockOffsetMs = 1801 * 1000;
    try {
      await expect(
        react(deps, sealed.accessCode, full.refusal === null ? full.grant : '', 'love'),
      ).rejects.toMatchObject({ reason: 'ACCESS_GRANT_REQUIRED' });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('keeps one reaction, clears it when none is given, and shows it to the sender', async () => {
    const sealed = await delivered();
    const full = await verifyMessage(deps, sealed.accessCode, []);
    const grant = full.refusal === null ? full.grant : '';
    await react(deps, sealed.accessCode, grant, 'love');
    await react(deps, sealed.accessCode, grant, 'star');
    expect(await reactionsFor(deps, [sealed.messageId])).toEqual({ [sealed.messageId]: 'star' });
    await expect(verifyMessage(deps, sealed.accessCode, [])).resolves.toMatchObject({ reaction: 'star' });
    await react(deps, sealed.accessCode, grant, undefined);
    expect(await reactionsFor(deps, [sealed.messageId])).toEqual({});
    await expect(react(deps, sealed.accessCode, grant, 'angry')).rejects.toMatchObject({
      reason: 'INVALID_REACTION',
    });
  });

  it('says the message was seen, only when asked with the grant, and leaves marking it read to its owner', async () => {
    const sealed = await delivered();
    await verifyMessage(deps, sealed.accessCode, []);
    // Verifying (what a page load does) says nothing.
    expect(await accessEvents(sealed.messageId, 'access.message.seen')).toBe(0);
    await expect(markSeen(deps, sealed.accessCode, '')).rejects.toMatchObject({
      reason: 'ACCESS_GRANT_REQUIRED',
    });
    expect(await accessEvents(sealed.messageId, 'access.message.seen')).toBe(0);

    const full = await verifyMessage(deps, sealed.accessCode, []);
    await markSeen(deps, sealed.accessCode, full.refusal === null ? full.grant : '');
    const { rows } = await sql.query<{ payload: unknown }>(
      "SELECT payload FROM outbox_event WHERE type = 'access.message.seen' AND payload->>'messageId' = $1",
      [sealed.messageId],
    );
    expect(rows.map((row) => row.payload)).toEqual([
      { messageId: sealed.messageId, userId: sender.owner.userId },
    ]);
    // The message service's row is its own: this service wrote nothing there.
    expect((await messageRow(sealed.messageId))?.is_read).toBe(false);
  });
});
