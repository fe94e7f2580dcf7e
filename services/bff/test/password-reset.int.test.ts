import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailRequests, issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import { getUser, postJson, registerPerson, setCookie, startBff, type TestBff } from './helpers/bff.ts';

let backends: Backends;
let bff: TestBff;

beforeAll(async () => {
  backends = await startBackends('reset');
  bff = await startBff(backends);
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
});

const resetLinkSent =
  'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.';

describe('POST /api/forgot-password', () => {
  it('answers the same for an unknown and a known address, and only the known one gets a link', async () => {
    const { person, user } = await registerPerson(bff.app, 'forgot');
    const before = await backends.authSql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM email_token WHERE purpose = 'reset_password'",
    );

    const unknown = await postJson(bff.app, '/api/forgot-password', { email: 'no.such.person@example.com' });
    const known = await postJson(bff.app, '/api/forgot-password', { email: person.email.toUpperCase() });

    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, message: resetLinkSent });
    expect(known.json()).toEqual(unknown.json());

    const after = await backends.authSql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM email_token WHERE purpose = 'reset_password'",
    );
    expect(after.rows[0]?.n).toBe((before.rows[0]?.n ?? 0) + 1);
    expect(await emailRequests(backends, user.id, 'reset_password')).toHaveLength(1);

    const english = await postJson(
      bff.app,
      '/api/forgot-password',
      { email: 'someone.else@example.com' },
      { 'accept-language': 'en' },
    );
    expect(english.json()).toEqual({
      success: true,
      message: 'If an account exists for that address, we have sent it a link to reset the password.',
    });
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, signs the user out everywhere, and works only once', async () => {
    const { person, user, cookie } = await registerPerson(bff.app, 'reset');
    const login = await postJson(bff.app, '/api/login', { email: person.email, password: person.password });
    const loginCookie = setCookie(login).value;
    expect((await getUser(bff.app, cookie)).statusCode).toBe(200);

    expect((await postJson(bff.app, '/api/forgot-password', { email: person.email })).statusCode).toBe(200);
    const { token } = await issueEmailToken(backends, user.id, 'reset_password');
    const newPassword = `${person.password}-new`;

    const response = await postJson(bff.app, '/api/reset-password', { token, password: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    });

    // Every existing session is over.
    expect((await getUser(bff.app, cookie)).statusCode).toBe(401);
    expect((await getUser(bff.app, loginCookie)).statusCode).toBe(401);

    const oldPassword = await postJson(bff.app, '/api/login', {
      email: person.email,
      password: person.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const withNew = await postJson(bff.app, '/api/login', { email: person.email, password: newPassword });
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json()).toMatchObject({ id: user.id });
    expect((await getUser(bff.app, setCookie(withNew).value)).statusCode).toBe(200);

    const reused = await postJson(bff.app, '/api/reset-password', { token, password: 'a-third-password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: 'Este enlace ya se ha usado.' });
    const stillNew = await postJson(bff.app, '/api/login', { email: person.email, password: newPassword });
    expect(stillNew.statusCode).toBe(200);
  });

  it('refuses a short new password and keeps the token usable', async () => {
    const { person, user } = await registerPerson(bff.app, 'resetshort');
    await postJson(bff.app, '/api/forgot-password', { email: person.email });
    const { token } = await issueEmailToken(backends, user.id, 'reset_password');

    const short = await postJson(bff.app, '/api/reset-password', { token, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'La contraseña debe tener al menos 6 caracteres',
      field: 'password',
    });
    const login = await postJson(bff.app, '/api/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);

    const ok = await postJson(bff.app, '/api/reset-password', { token, password: 'a-good-new-password' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a garbage token and a verification token', async () => {
    const garbage = await postJson(bff.app, '/api/reset-password', {
      token: 'garbage',
      password: 'a-good-new-password',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({
      message: 'El enlace no es válido. Comprueba que lo has copiado entero o pide uno nuevo.',
    });

    const { person, user } = await registerPerson(bff.app, 'resetpurpose');
    const { token } = await issueEmailToken(backends, user.id, 'verify_email');
    const wrongPurpose = await postJson(bff.app, '/api/reset-password', {
      token,
      password: 'a-good-new-password',
    });
    expect(wrongPurpose.statusCode).toBe(400);
    const login = await postJson(bff.app, '/api/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);
  });
});
