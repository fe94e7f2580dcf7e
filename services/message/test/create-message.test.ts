import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { parseKeyRing } from '@app/platform/encryption';
import { createGrpcClient } from '@app/platform/grpc-client';
import { services } from '@app/proto/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMessageDb, type MessageDb } from '../src/db/client.ts';
import { createMessage } from '../src/domain/create-message.ts';
import type { MessageDeps } from '../src/domain/deps.ts';

const prismaDir = fileURLToPath(new URL('../prisma', import.meta.url));
let database: { url: string; drop: () => Promise<void> };
let db: MessageDb;

beforeAll(async () => {
  database = await createMigratedTestDatabase(prismaDir, 'message_create');
  db = connectMessageDb(database.url);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('creating a message', () => {
  it('writes nothing when payment cannot say what sealing will ask', async () => {
    const payment = createGrpcClient(services.payment(), `127.0.0.1:${await closedPort()}`, {
      deadlineMs: 500,
    });
    const deps: MessageDeps = {
      db,
      keyRing: parseKeyRing(`k1:${randomBytes(32).toString('base64')}`),
      accessCodePepper: randomBytes(32),
      answerPepper: randomBytes(32),
      dailySealLimit: 20,
      payment,
      eventsWritten: () => {},
      now: () => new Date(),
    };
    const owner = {
      userId: randomUUID(),
      username: 'ana',
      fullName: 'Ana',
      email: 'ana@example.com',
      isEmailVerified: true,
    };
    const input = {
      recipient: 'Luis',
      recipientEmail: 'luis@example.com',
      subject: 'Hola',
      content: 'Texto',
      messageType: 'love',
      securityLevel: 'basic',
      deliveryMethod: 'email',
      deliveryDate: '',
      schedulingType: 'specific_date',
      isAnonymous: false,
      senderCustomTitle: '',
      templateId: 0,
      questions: [{ question: '¿Dónde?', answer: 'Aquí' }],
    };
    await expect(createMessage(deps, owner, input)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(await db.message.count({ where: { userId: owner.userId } })).toBe(0);
    expect(await db.securityQuestion.count()).toBe(0);
    payment.close();
  });
});
