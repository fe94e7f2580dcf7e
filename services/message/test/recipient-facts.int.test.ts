import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// What the recipient's side (the access service's events) tells the message service, played as its consumers
// do. The real auth, payment and message services in this process, as the bff's tests run them.
import { startBackends, type Backends } from '@app/test-stack/backends';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { markLocked } from '../src/domain/mark-locked.ts';
import { markRead } from '../src/domain/mark-read.ts';
import { runningMessageDeps } from './helpers/running-message-deps.ts';

let backends: Backends;
let running: ReturnType<typeof runningMessageDeps>;
let message: MessageClient;

beforeAll(async () => {
  backends = await startBackends('message_facts');
  running = runningMessageDeps(backends);
  message = connectMessage(backends.messageAddress);
});

afterAll(async () => {
  await running?.close();
  message?.close();
  await backends?.stop();
});

describe('a message locked by wrong answers', () => {
  it('shows as locked on its sender’s list, keeping the first instant when told twice', async () => {
    const sender = await verifiedSender(backends, 'locked');
    const { messageId } = await sealedMessage(message, sender, {
      securityLevel: 'intermediate',
      questions: [{ question: '¿Dónde?', answer: 'Aquí' }],
    });
    const listed = async () =>
      (await message.ListMessages({ owner: sender.owner })).messages.find((m) => m.id === messageId);
    expect((await listed())?.isLocked).toBe(false);

    expect(await markLocked(running.deps, messageId)).toBe(true);
    const { rows } = await backends.messageSql.query<{ locked_at: Date }>(
      'SELECT locked_at FROM message WHERE id = $1',
      [messageId],
    );
    expect(await markLocked(running.deps, messageId)).toBe(false);
    const again = await backends.messageSql.query<{ locked_at: Date }>(
      'SELECT locked_at FROM message WHERE id = $1',
      [messageId],
    );
    expect(again.rows).toEqual(rows);
    expect(await listed()).toMatchObject({ isLocked: true, status: 'pending' });
  });
});

describe('a message its recipient has seen (access.message.seen)', () => {
  it('is read once delivered, and its sender is told once however often the event comes', async () => {
    const sender = await verifiedSender(backends, 'read');
    const { messageId } = await sealedMessage(message, sender);
    await backends.deliver(messageId);

    await expect(markRead(running.deps, messageId)).resolves.toEqual({ readNow: true });
    await expect(markRead(running.deps, messageId)).resolves.toEqual({ readNow: false });
    const { rows } = await backends.messageSql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox_event WHERE type = 'message.read' AND payload->>'messageId' = $1",
      [messageId],
    );
    expect(rows[0]!.n).toBe(1);
    const listed = (await message.ListMessages({ owner: sender.owner })).messages.find(
      (m) => m.id === messageId,
    );
    expect(listed).toMatchObject({ isRead: true, status: 'read' });
  });
});
