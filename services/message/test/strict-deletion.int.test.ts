import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real auth, payment, message, media and access services in this process, as the bff's tests run them.
import { startBackends, type Backends } from '@app/test-stack/backends';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { deleteClosedMessage } from '../src/domain/delete-for-recipient.ts';
import { runningMessageDeps } from './helpers/running-message-deps.ts';

let backends: Backends;
let running: ReturnType<typeof runningMessageDeps>;
let message: MessageClient;
let access: ReturnType<typeof connectAccess>;
const connectAccess = (address: string) => createTestClient(services.access(), 'access', address);

beforeAll(async () => {
  backends = await startBackends('message_strict');
  running = runningMessageDeps(backends);
  message = connectMessage(backends.messageAddress);
  access = connectAccess(backends.accessAddress);
});

afterAll(async () => {
  await running?.close();
  message?.close();
  access?.close();
  await backends?.stop();
});

describe('the access service closing a message', () => {
  it('deletes nothing unless the access service confirms the attempts ran out', async () => {
    const sender = await verifiedSender(backends, 'strict');
    const sealed = await sealedMessage(message, sender, {
      securityLevel: 'strict',
      questions: [{ question: '¿Dónde?', answer: 'En Bilbao' }],
    });
    await backends.deliver(sealed.messageId);
    const exists = async () =>
      (await backends.messageSql.query('SELECT 1 FROM message WHERE id = $1', [sealed.messageId])).rowCount;

    // What the consumer does with such an event that anyone on NATS could have published.
    await expect(deleteClosedMessage(running.deps, access, sealed.messageId, 'attempts')).resolves.toBe(
      false,
    );
    expect(await exists()).toBe(1);

    for (let i = 0; i < 3; i += 1) {
      await access.VerifyMessage({ accessCode: sealed.accessCode, answers: ['Madrid'] });
    }
    await expect(deleteClosedMessage(running.deps, access, sealed.messageId, 'attempts')).resolves.toBe(true);
    expect(await exists()).toBe(0);
  });

  it('an access.message.deleted_by_recipient event deletes only what its recipient really deleted, as theirs', async () => {
    const sender = await verifiedSender(backends, 'bythem');
    const sealed = await sealedMessage(message, sender);
    await backends.deliver(sealed.messageId);
    await expect(deleteClosedMessage(running.deps, access, sealed.messageId, 'recipient')).resolves.toBe(
      false,
    );

    const full = await access.VerifyMessage({ accessCode: sealed.accessCode, answers: [] });
    await access.DeleteByAccess({ accessCode: sealed.accessCode, grant: full.grant });
    await expect(deleteClosedMessage(running.deps, access, sealed.messageId, 'recipient')).resolves.toBe(
      true,
    );
    await expect(message.GetTombstone({ messageId: sealed.messageId })).resolves.toMatchObject({
      reason: 'recipient',
    });
  });
});
