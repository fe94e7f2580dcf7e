import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUsers, startBackends, type Backends } from '@app/test-stack/backends';
import {
  getUser,
  newPerson,
  postJson,
  registerPerson,
  setCookie,
  startBff,
  type TestBff,
} from './helpers/bff.ts';

let backends: Backends;
let bff: TestBff;

beforeAll(async () => {
  backends = await startBackends('register');
  bff = await startBff(backends);
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
});

describe('GET /api/user signed out', () => {
  it('answers 401 in Spanish by default', async () => {
    const response = await getUser(bff.app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'No has iniciado sesión.' });
  });

  it('answers in English when the browser asks for it', async () => {
    const response = await getUser(bff.app, undefined, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You are not signed in.' });
  });

  it('treats an unknown session cookie as signed out', async () => {
    const response = await getUser(bff.app, 'not-a-session');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'No has iniciado sesión.' });
  });
});

describe('POST /api/register', () => {
  it('creates the user, shows it with its free deliveries and signs it in', async () => {
    const person = newPerson('reg');
    const response = await postJson(bff.app, '/api/register', { ...person, role: 'admin' });

    expect(response.statusCode).toBe(201);
    const user = response.json<Record<string, unknown>>();
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'freeDeliveries',
        'fullName',
        'id',
        'isEmailVerified',
        'language',
        'role',
        'timeZone',
        'username',
      ].sort(),
    );
    expect(user).toMatchObject({
      username: person.username,
      email: person.email,
      fullName: person.fullName,
      role: 'user',
      isEmailVerified: false,
      freeDeliveries: 3,
      language: 'es',
      timeZone: 'Europe/Madrid',
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(String(user.createdAt)))).toBe(false);
    expect(Math.abs(Date.parse(String(user.createdAt)) - Date.now())).toBeLessThan(60_000);

    const cookie = setCookie(response);
    expect(cookie.value).not.toBe('');
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();

    const me = await getUser(bff.app, cookie.value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);

    const { rows } = await backends.authSql.query<{ role: string }>(
      'SELECT role::text AS role FROM app_user WHERE id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ role: 'user' }]);
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const person = newPerson('case');
    const mixed = `  ${person.email.replace('case', 'CaSe').replace('example.com', 'Example.COM')} `;
    const response = await postJson(bff.app, '/api/register', { ...person, email: mixed });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: person.email });
    const { rows } = await backends.authSql.query<{ email: string }>(
      'SELECT email FROM app_user WHERE username = $1',
      [person.username],
    );
    expect(rows).toEqual([{ email: person.email }]);
  });

  it('remembers the language and time zone the browser reports', async () => {
    const response = await postJson(bff.app, '/api/register', newPerson('tz'), {
      'accept-language': 'en',
      'x-time-zone': 'America/Mexico_City',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ language: 'en', timeZone: 'America/Mexico_City' });

    const { rows } = await backends.authSql.query<{ language: string; time_zone: string }>(
      'SELECT language, time_zone FROM app_user WHERE id = $1',
      [response.json<{ id: string }>().id],
    );
    expect(rows).toEqual([{ language: 'en', time_zone: 'America/Mexico_City' }]);

    // The time zone stays remembered on a later call that does not report one.
    const me = await getUser(bff.app, setCookie(response).value, { 'accept-language': 'en' });
    expect(me.json()).toMatchObject({ language: 'en', timeZone: 'America/Mexico_City' });
  });
});

describe('POST /api/register refusals', () => {
  const cases: {
    name: string;
    change: Record<string, unknown>;
    es: string;
    en: string;
    field: string;
  }[] = [
    {
      name: 'an invalid e-mail',
      change: { email: 'not-an-address' },
      es: 'Correo electrónico inválido',
      en: 'Invalid e-mail address',
      field: 'email',
    },
    {
      name: 'a short username',
      change: { username: 'ab' },
      es: 'El nombre de usuario debe tener al menos 3 caracteres',
      en: 'Username must be at least 3 characters',
      field: 'username',
    },
    {
      name: 'a short password',
      change: { password: '12345' },
      es: 'La contraseña debe tener al menos 6 caracteres',
      en: 'Password must be at least 6 characters',
      field: 'password',
    },
    {
      name: 'a short full name',
      change: { fullName: 'Al' },
      es: 'El nombre completo debe tener al menos 3 caracteres',
      en: 'Full name must be at least 3 characters',
      field: 'fullName',
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.name} with the spec's text, in Spanish and English, creating nobody`, async () => {
      const person = { ...newPerson('bad'), ...c.change };
      const spanish = await postJson(bff.app, '/api/register', person);
      expect(spanish.statusCode).toBe(400);
      expect(spanish.json()).toEqual({ message: c.es, field: c.field });
      expect(spanish.headers['set-cookie']).toBeUndefined();

      const english = await postJson(bff.app, '/api/register', person, { 'accept-language': 'en' });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ message: c.en, field: c.field });

      expect(
        await countUsers(backends, { username: String(person.username), email: String(person.email) }),
      ).toBe(0);
    });
  }

  it('refuses an empty body with a message', async () => {
    const before = await backends.authSql.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user');
    const response = await postJson(bff.app, '/api/register', {});
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: unknown }>();
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toBe('');
    const after = await backends.authSql.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user');
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses a field that is not a string', async () => {
    const person = { ...newPerson('num'), username: 5 };
    const response = await postJson(bff.app, '/api/register', person);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La solicitud no es válida.' });
    expect(await countUsers(backends, { email: person.email })).toBe(0);
  });

  it('refuses a username already in use (whatever its case) with 409', async () => {
    const { person: first } = await registerPerson(bff.app, 'dupname');
    const second = { ...newPerson('other'), username: first.username.toUpperCase() };

    const spanish = await postJson(bff.app, '/api/register', second);
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json()).toEqual({ message: 'El nombre de usuario ya está en uso', field: 'username' });
    expect(spanish.headers['set-cookie']).toBeUndefined();

    const english = await postJson(bff.app, '/api/register', second, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ message: 'That username is already taken', field: 'username' });

    expect(await countUsers(backends, { email: second.email })).toBe(0);
    expect(await countUsers(backends, { username: first.username })).toBe(1);
    // The second person's password opens nothing.
    const login = await postJson(bff.app, '/api/login', { email: second.email, password: second.password });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an e-mail already registered, in another case, with 409', async () => {
    const { person: first } = await registerPerson(bff.app, 'dupmail');
    const second = { ...newPerson('other'), email: first.email.toUpperCase() };

    const spanish = await postJson(bff.app, '/api/register', second);
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json()).toEqual({ message: 'El correo electrónico ya está registrado', field: 'email' });

    const english = await postJson(bff.app, '/api/register', second, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      message: 'That e-mail address is already registered',
      field: 'email',
    });

    expect(await countUsers(backends, { username: second.username })).toBe(0);
    // The original account keeps its password; the second person's does not open it.
    const wrong = await postJson(bff.app, '/api/login', { email: first.email, password: second.password });
    expect(wrong.statusCode).toBe(401);
    const right = await postJson(bff.app, '/api/login', { email: first.email, password: first.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ username: first.username, fullName: first.fullName });
  });
});
