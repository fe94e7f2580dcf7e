// What the bff keeps about a request (its log line, its rate-limit keys) must not hold the secrets that
// travel in it: access codes, one-time link tokens, signed-URL signatures, e-mail addresses.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { connectRedis } from '../src/redis-rate-limiter.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackends, type Backends } from '@app/test-stack/backends';
import { postJson, startBff, type TestBff } from './helpers/bff.ts';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';

let backends: Backends;
let bff: TestBff;
let message: MessageClient;
const logged: string[] = [];

beforeAll(async () => {
  backends = await startBackends('secrets');
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  });
  bff = await startBff(backends, { LOG_LEVEL: 'info' }, { logs });
  message = connectMessage(backends.messageAddress);
});
afterAll(async () => {
  message?.close();
  await bff?.close();
  await backends?.stop();
});

describe('secrets at rest in the bff', () => {
  it('keeps no access code, link token, signature or address in request logs or rate-limit keys', async () => {
    const sender = await verifiedSender(backends, 'secrets');
    const { messageId, accessCode } = await sealedMessage(message, sender);
    await backends.deliver(messageId);
    const bare = accessCode.replace(/-/g, '');
    const linkToken = randomBytes(24).toString('base64url');
    const signature = randomBytes(16).toString('hex');
    const email = `secret.${randomBytes(4).toString('hex')}@example.com`;

    // What a recipient's browser and e-mail links ask for, and a sign-in by address.
    await bff.app.inject({ method: 'GET', url: `/message/access?code=${accessCode}` });
    await bff.app.inject({ method: 'GET', url: `/message/view/${accessCode}` });
    await bff.app.inject({ method: 'GET', url: `/message/view/${bare.toLowerCase()}` });
    await bff.app.inject({ method: 'GET', url: `/reset-password?token=${linkToken}` });
    await bff.app.inject({ method: 'GET', url: `/verify-email?token=${linkToken}` });
    await bff.app.inject({ method: 'GET', url: `/api/access/media/${messageId}?expires=1&sig=${signature}` });
    expect((await postJson(bff.app, '/api/access', { accessCode: bare.toLowerCase() })).statusCode).toBe(200);
    await postJson(bff.app, '/api/preview', { accessCode, answer: '' });
    await postJson(bff.app, '/api/login', { email, password: 'not-the-password' });
    await postJson(bff.app, '/api/forgot-password', { email });
    // A mailbox's one-click refusal carries its link's token in the path, matched or not by the route.
    const oneClick = `${messageId}.${signature}${signature}`;
    for (const url of [
      `/api/recipient-choices/one-click/${oneClick}`,
      `/api/recipient-choices/one-click/${oneClick}/x`,
    ]) {
      await bff.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    }

    const text = logged.join('');
    expect(text).toContain('request completed');
    const redis = connectRedis(bff.config.REDIS_URL);
    const keys = (await redis.keys(`${bff.config.REDIS_KEY_PREFIX}:*`)).join('\n');
    redis.disconnect();
    expect(keys).not.toBe('');
    for (const secret of [accessCode, bare, bare.toLowerCase(), linkToken, signature, email]) {
      expect(text.toLowerCase(), `logs hold ${secret}`).not.toContain(secret.toLowerCase());
      expect(keys.toLowerCase(), `Redis keys hold ${secret}`).not.toContain(secret.toLowerCase());
    }
  });
});
