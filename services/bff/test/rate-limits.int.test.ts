import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUsers, emailRequests, startBackends, type Backends } from '@app/test-stack/backends';
import {
  browserHeaders,
  newPerson,
  postJson,
  registerPerson,
  startBff,
  type TestBff,
} from './helpers/bff.ts';

let backends: Backends;
let bff: TestBff;

beforeAll(async () => {
  backends = await startBackends('limits');
  bff = await startBff(backends, { REGISTER_LIMIT_PER_IP: '2', EMAIL_LIMIT_PER_USER: '2' });
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
});

function registerFrom(remoteAddress: string, person: object, headers: Record<string, string> = {}) {
  return bff.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    headers: { ...browserHeaders, ...headers },
    payload: JSON.stringify(person),
  });
}

describe('sign-ups per client address', () => {
  it('counts the connection’s address, not an X-Forwarded-For anyone could send', async () => {
    const address = '203.0.113.10';
    for (const forwarded of ['198.51.100.1', '198.51.100.2']) {
      const response = await registerFrom(address, newPerson('perip'), { 'x-forwarded-for': forwarded });
      expect(response.statusCode).toBe(201);
    }
    const third = newPerson('perip');
    const refused = await registerFrom(address, third, {
      'x-forwarded-for': '198.51.100.3',
      'accept-language': 'en',
    });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      // The window is minutes long: the wait is told in minutes, rounded up.
      message: `Too many attempts. Wait about ${Math.ceil(retryAfter / 60)} minutes and try again.`,
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await countUsers(backends, third)).toBe(0);

    // Another client address has its own count.
    expect((await registerFrom('203.0.113.11', third)).statusCode).toBe(201);
  });
});

describe('e-mails per user', () => {
  it('limits verification resends per user', async () => {
    const { user, cookie } = await registerPerson(bff.app, 'resends');
    const resend = () =>
      bff.app.inject({
        method: 'POST',
        url: '/api/resend-verification',
        remoteAddress: '203.0.113.20',
        headers: browserHeaders,
        cookies: { legado_session: cookie },
        payload: '{}',
      });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const third = await resend();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json<{ message: string }>().message).toMatch(
      /^Ya te hemos enviado varios en poco rato\. Espera (\d+ segundos|un minuto|unos \d+ minutos|una hora|unas \d+ horas) antes/,
    );
    // The registration's request plus the two allowed resends.
    expect(await emailRequests(backends, user.id, 'verify_email')).toHaveLength(3);
  });

  it('limits reset requests per address, whatever its case', async () => {
    const { person, user } = await registerPerson(bff.app, 'resets');
    const forgot = (email: string) => postJson(bff.app, '/api/forgot-password', { email });
    expect((await forgot(person.email)).statusCode).toBe(200);
    expect((await forgot(person.email.toUpperCase())).statusCode).toBe(200);
    const third = await forgot(` ${person.email} `);
    expect(third.statusCode).toBe(429);
    expect(await emailRequests(backends, user.id, 'reset_password')).toHaveLength(2);
  });
});
