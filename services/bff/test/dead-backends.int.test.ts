import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUsers, startBackends, type Backends } from '@app/test-stack/backends';
import {
  closedPort,
  getUser,
  newPerson,
  postJson,
  registerPerson,
  setCookie,
  startBff,
  type TestBff,
} from './helpers/bff.ts';

const unavailable = {
  es: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  en: 'The service is not available right now. Please try again in a few minutes.',
};

let backends: Backends;
/** Everything up: where sessions for the other apps come from. */
let live: TestBff;
const opened: TestBff[] = [];

beforeAll(async () => {
  backends = await startBackends('dead');
  live = await startBff(backends);
});
afterAll(async () => {
  await Promise.all([live, ...opened].map((bff) => bff?.close()));
  await backends?.stop();
});

async function bffWith(...args: Parameters<typeof startBff>): Promise<TestBff> {
  const bff = await startBff(...args);
  opened.push(bff);
  return bff;
}

describe('payment down', () => {
  it('register, login and the current user still work, with freeDeliveries null', async () => {
    const bff = await bffWith({
      authAddress: backends.authAddress,
      paymentAddress: `127.0.0.1:${await closedPort()}`,
    });
    const person = newPerson('nopayment');

    const register = await postJson(bff.app, '/api/register', person);
    expect(register.statusCode).toBe(201);
    expect(register.json()).toMatchObject({ username: person.username, freeDeliveries: null });

    const login = await postJson(bff.app, '/api/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: person.username, freeDeliveries: null });

    const me = await getUser(bff.app, setCookie(login).value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: person.username, freeDeliveries: null });

    // The same session read through a bff that reaches payment shows the welcome grant.
    const meLive = await getUser(live.app, setCookie(login).value);
    expect(meLive.json()).toMatchObject({ freeDeliveries: 3 });
  });
});

describe('auth down', () => {
  it('answers 503 with the UNAVAILABLE text and keeps the session cookie', async () => {
    const { cookie } = await registerPerson(live.app, 'noauth');
    const bff = await bffWith(
      { authAddress: `127.0.0.1:${await closedPort()}`, paymentAddress: backends.paymentAddress },
      { GRPC_DEADLINE_MS: '1000' },
    );

    const me = await getUser(bff.app, cookie);
    expect(me.statusCode).toBe(503);
    expect(me.json()).toEqual({ message: unavailable.es });
    // Not signed out: the session is still good once auth is back.
    expect(me.headers['set-cookie']).toBeUndefined();
    expect((await getUser(live.app, cookie)).statusCode).toBe(200);

    const english = await getUser(bff.app, cookie, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({ message: unavailable.en });
  });

  it('answers 503 to a sign-up and a sign-in, and creates nobody', async () => {
    const bff = await bffWith(
      { authAddress: `127.0.0.1:${await closedPort()}`, paymentAddress: backends.paymentAddress },
      { GRPC_DEADLINE_MS: '1000' },
    );
    const person = newPerson('noauthreg');
    const register = await postJson(bff.app, '/api/register', person);
    expect(register.statusCode).toBe(503);
    expect(register.json()).toEqual({ message: unavailable.es });
    expect(register.headers['set-cookie']).toBeUndefined();
    expect(await countUsers(backends, person)).toBe(0);

    const login = await postJson(bff.app, '/api/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ message: unavailable.es });
  });

  it('gives up on a backend that never answers at the deadline, with the same text', async () => {
    // Accepts connections and says nothing: the gRPC call can only end at its deadline.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as net.AddressInfo;
      const { cookie } = await registerPerson(live.app, 'silentauth');
      const bff = await bffWith(
        { authAddress: `127.0.0.1:${port}`, paymentAddress: backends.paymentAddress },
        { GRPC_DEADLINE_MS: '300' },
      );
      // The silent server never answers: only the deadline ends the call, as a 504.
      const me = await getUser(bff.app, cookie, { 'accept-language': 'en' });
      expect(me.statusCode).toBe(504);
      expect(me.json()).toEqual({ message: unavailable.en });
      expect(me.headers['set-cookie']).toBeUndefined();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('Redis down', () => {
  it('the account routes fail open, and /readyz says not ready', async () => {
    const bff = await bffWith(backends, {
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      LOGIN_LIMIT_PER_EMAIL: '1',
    });
    const person = newPerson('noredis');
    const register = await postJson(bff.app, '/api/register', person);
    expect(register.statusCode).toBe(201);
    // Without Redis there is no count, so even a limit of one sign-in per address lets a second through.
    for (let i = 0; i < 2; i++) {
      const login = await postJson(bff.app, '/api/login', { email: person.email, password: person.password });
      expect(login.statusCode).toBe(200);
    }

    const ready = await bff.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', failed: ['redis'] });
    const healthy = await bff.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
  });
});
