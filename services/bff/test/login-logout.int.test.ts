import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackends, type Backends } from '@app/test-stack/backends';
import { getUser, postJson, registerPerson, setCookie, startBff, type TestBff } from './helpers/bff.ts';

let backends: Backends;
let bff: TestBff;

beforeAll(async () => {
  backends = await startBackends('login');
  bff = await startBff(backends, { LOGIN_LIMIT_PER_EMAIL: '3' });
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
});

describe('POST /api/login', () => {
  it('signs in with the right password and starts a new session', async () => {
    const { person, user, cookie: registrationCookie } = await registerPerson(bff.app, 'login');
    const response = await postJson(bff.app, '/api/login', {
      email: person.email.toUpperCase(),
      password: person.password,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, freeDeliveries: 3 });
    const cookie = setCookie(response);
    expect(cookie.value).not.toBe('');
    expect(cookie.value).not.toBe(registrationCookie);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await getUser(bff.app, cookie.value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, username: person.username });
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const { person } = await registerPerson(bff.app, 'wrongpw');
    const response = await postJson(bff.app, '/api/login', {
      email: person.email,
      password: `${person.password}-not`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Credenciales incorrectas' });
    expect(response.headers['set-cookie']).toBeUndefined();

    const english = await postJson(
      bff.app,
      '/api/login',
      { email: person.email, password: 'also-wrong' },
      { 'accept-language': 'en' },
    );
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ message: 'Incorrect e-mail or password' });
  });

  it('refuses an unknown e-mail with the same 401 text', async () => {
    const response = await postJson(bff.app, '/api/login', {
      email: 'nobody.here@example.com',
      password: 'whatever-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Credenciales incorrectas' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('limits attempts per e-mail: the 4th is refused with Retry-After, even with the right password', async () => {
    const { person } = await registerPerson(bff.app, 'limited');
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await postJson(bff.app, '/api/login', {
        email: person.email,
        password: `wrong-${attempt}`,
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }

    const fourth = await postJson(
      bff.app,
      '/api/login',
      { email: person.email, password: 'wrong-4' },
      { 'accept-language': 'en' },
    );
    expect(fourth.statusCode).toBe(429);
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(bff.config.RATE_LIMIT_WINDOW_SECONDS);
    expect(fourth.json()).toEqual({
      // The window is minutes long: the wait is told in minutes, rounded up.
      message: `Too many attempts. Wait about ${Math.ceil(retryAfter / 60)} minutes and try again.`,
    });

    // The same address in another case is the same subject; the right password does not get through.
    const right = await postJson(bff.app, '/api/login', {
      email: person.email.toUpperCase(),
      password: person.password,
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json<{ message: string }>().message).toMatch(
      /^Demasiados intentos\. Espera (\d+ segundos|un minuto|unos \d+ minutos) y vuelve a intentarlo\.$/,
    );
    expect(right.headers['set-cookie']).toBeUndefined();

    // Another address is not affected.
    const { person: other } = await registerPerson(bff.app, 'unlimited');
    const otherLogin = await postJson(bff.app, '/api/login', {
      email: other.email,
      password: other.password,
    });
    expect(otherLogin.statusCode).toBe(200);
  });
});

describe('sign-in lockout', () => {
  const signIn = (email: string, password: string, ip: string) =>
    bff.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      payload: JSON.stringify({ email, password }),
    });

  it('a stranger’s failures lock only the stranger out, never the account’s owner', async () => {
    const { person } = await registerPerson(bff.app, 'victim');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await signIn(person.email, `guess-${attempt}`, '198.51.100.23');
    }
    expect((await signIn(person.email, person.password, '198.51.100.23')).statusCode).toBe(429);
    expect((await signIn(person.email, person.password, '203.0.113.50')).statusCode).toBe(200);
  });

  it('counts failures only: signing in wipes the count', async () => {
    const { person } = await registerPerson(bff.app, 'forgetful');
    for (let round = 0; round < 3; round++) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        expect((await signIn(person.email, 'not-it', '203.0.113.60')).statusCode).toBe(401);
      }
      expect((await signIn(person.email, person.password, '203.0.113.60')).statusCode).toBe(200);
    }
  });
});

describe('POST /api/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { cookie } = await registerPerson(bff.app, 'logout');
    expect((await getUser(bff.app, cookie)).statusCode).toBe(200);

    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      cookies: { legado_session: cookie },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Has cerrado la sesión.' });
    const cleared = setCookie(response);
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/');
    expect(cleared.expires === undefined || cleared.expires.getTime() <= Date.now()).toBe(true);
    expect(cleared.maxAge === undefined || cleared.maxAge <= 0).toBe(true);
    expect(cleared.expires !== undefined || cleared.maxAge !== undefined).toBe(true);

    const after = await getUser(bff.app, cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'No has iniciado sesión.' });
    // The dead cookie is cleared on the browser too.
    expect(setCookie(after).value).toBe('');
  });

  it('answers 200 without a session as well', async () => {
    const response = await postJson(bff.app, '/api/logout', {}, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'You have signed out.' });
  });

  it('ends only that session: another sign-in of the same user stays valid', async () => {
    const { person, cookie: first } = await registerPerson(bff.app, 'twosessions');
    const login = await postJson(bff.app, '/api/login', { email: person.email, password: person.password });
    const second = setCookie(login).value;

    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      cookies: { legado_session: first },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect((await getUser(bff.app, first)).statusCode).toBe(401);
    expect((await getUser(bff.app, second)).statusCode).toBe(200);
  });
});

describe('an expired session', () => {
  it('answers 401 with the expiry text, clears the cookie, and is gone afterwards', async () => {
    const { cookie } = await registerPerson(bff.app, 'expiring');
    const tokenHash = createHash('sha256').update(cookie).digest('hex');
    const { rowCount } = await backends.authSql.query(
      "UPDATE session SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [tokenHash],
    );
    expect(rowCount).toBe(1);

    const expired = await getUser(bff.app, cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Tu sesión ha caducado. Vuelve a iniciar sesión.' });
    expect(setCookie(expired).value).toBe('');

    const after = await getUser(bff.app, cookie, { 'accept-language': 'en' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'You are not signed in.' });
  });
});
