import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailRequests, issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import { browserHeaders, getUser, postJson, registerPerson, startBff, type TestBff } from './helpers/bff.ts';

let backends: Backends;
let bff: TestBff;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built web app, so the e-mail link's page (/verify-email) is served as it would be.
  webDist = await mkdtemp(path.join(os.tmpdir(), 'bff-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Legado</title>');
  backends = await startBackends('verify');
  bff = await startBff(backends, { WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

function resend(cookie: string | undefined, headers: Record<string, string> = {}) {
  return bff.app.inject({
    method: 'POST',
    url: '/api/resend-verification',
    headers: { ...browserHeaders, ...headers },
    cookies: cookie === undefined ? {} : { legado_session: cookie },
    payload: '{}',
  });
}

async function isVerified(userId: string): Promise<boolean> {
  const { rows } = await backends.authSql.query<{ verified: boolean }>(
    'SELECT email_verified_at IS NOT NULL AS verified FROM app_user WHERE id = $1',
    [userId],
  );
  return rows[0]?.verified ?? false;
}

describe('POST /api/resend-verification', () => {
  it('needs a session', async () => {
    const response = await resend(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'No has iniciado sesión.' });
  });

  it('asks for a new verification e-mail for a signed-in, unverified user', async () => {
    const { user, cookie } = await registerPerson(bff.app, 'resend');
    expect(await emailRequests(backends, user.id, 'verify_email')).toHaveLength(1);

    const response = await resend(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Te hemos enviado un nuevo correo de verificación.',
    });
    expect(await emailRequests(backends, user.id, 'verify_email')).toHaveLength(2);
  });

  it('refuses with 409 once the address is verified', async () => {
    const { user, cookie } = await registerPerson(bff.app, 'resendverified');
    const { token } = await issueEmailToken(backends, user.id, 'verify_email');
    expect((await postJson(bff.app, '/api/verify-email', { token })).statusCode).toBe(200);

    const response = await resend(cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Tu correo electrónico ya está verificado.' });
    const english = await resend(cookie, { 'accept-language': 'en' });
    expect(english.json()).toEqual({ message: 'Your e-mail address is already verified.' });
    expect(await emailRequests(backends, user.id, 'verify_email')).toHaveLength(1);
  });
});

describe('e-mail verification', () => {
  it('opening the link (GET) changes nothing; the page’s POST verifies, once', async () => {
    const { user, cookie } = await registerPerson(bff.app, 'verify');
    const { token, requestId } = await issueEmailToken(backends, user.id, 'verify_email');
    const query = `token=${encodeURIComponent(token)}`;

    const page = await bff.app.inject({ method: 'GET', url: `/verify-email?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const api = await bff.app.inject({ method: 'GET', url: `/api/verify-email?${query}` });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No existe esa ruta.' });
    expect(await isVerified(user.id)).toBe(false);
    expect((await getUser(bff.app, cookie)).json()).toMatchObject({ isEmailVerified: false });

    const response = await postJson(bff.app, '/api/verify-email', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Correo electrónico verificado.' });
    const me = await getUser(bff.app, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, isEmailVerified: true });
    expect((await emailRequests(backends, user.id, 'verify_email'))[0]).toMatchObject({
      id: requestId,
      used_at: expect.any(Date),
    });

    const again = await postJson(bff.app, '/api/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Este enlace ya se ha usado.' });
    const againEnglish = await postJson(bff.app, '/api/verify-email', { token }, { 'accept-language': 'en' });
    expect(againEnglish.json()).toEqual({ message: 'This link has already been used.' });
  });

  it('refuses a garbage token', async () => {
    const response = await postJson(bff.app, '/api/verify-email', { token: 'not-a-real-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'El enlace no es válido. Comprueba que lo has copiado entero o pide uno nuevo.',
    });
    const empty = await postJson(bff.app, '/api/verify-email', {}, { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'The link is not valid. Check that you copied all of it, or ask for a new one.',
    });
  });

  it('refuses a password-reset token as a verification token', async () => {
    const { person, user } = await registerPerson(bff.app, 'wrongpurpose');
    expect((await postJson(bff.app, '/api/forgot-password', { email: person.email })).statusCode).toBe(200);
    const { token } = await issueEmailToken(backends, user.id, 'reset_password');
    const response = await postJson(bff.app, '/api/verify-email', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'El enlace no es válido. Comprueba que lo has copiado entero o pide uno nuevo.',
    });
    expect(await isVerified(user.id)).toBe(false);
  });

  it('refuses an expired token and leaves the user unverified', async () => {
    const { user, cookie } = await registerPerson(bff.app, 'expired');
    const { token, requestId } = await issueEmailToken(backends, user.id, 'verify_email');
    await backends.authSql.query(
      "UPDATE email_token SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [requestId],
    );

    const response = await postJson(bff.app, '/api/verify-email', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Este enlace ha caducado. Pide uno nuevo.' });
    const english = await postJson(bff.app, '/api/verify-email', { token }, { 'accept-language': 'en' });
    expect(english.json()).toEqual({ message: 'This link has expired. Ask for a new one.' });
    expect((await getUser(bff.app, cookie)).json()).toMatchObject({ isEmailVerified: false });
  });
});

describe('the backup address for proof of life', () => {
  const session = (cookie: string, headers: Record<string, string> = {}) => ({
    ...browserHeaders,
    ...headers,
    cookie: `legado_session=${cookie}`,
  });
  const read = (cookie?: string) =>
    bff.app.inject({
      method: 'GET',
      url: '/api/account/backup-email',
      headers: cookie ? { cookie: `legado_session=${cookie}` } : {},
    });

  it('is saved unverified, confirmed by the link’s POST without a session, and removed', async () => {
    const { user, cookie } = await registerPerson(bff.app, 'backup');
    expect((await read(cookie)).json()).toEqual({ email: null, verified: false });
    expect((await read()).statusCode).toBe(401);

    const saved = await postJson(
      bff.app,
      '/api/account/backup-email',
      { email: ' Other@Example.com ' },
      session(cookie),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: 'other@example.com', verified: false });

    const { token } = await issueEmailToken(backends, user.id, 'verify_backup_email');
    const verified = await postJson(
      bff.app,
      '/api/account/backup-email/verify',
      { token },
      { 'accept-language': 'en' },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: 'Backup address confirmed. Proof-of-life check-ins will reach it too.',
    });
    expect((await read(cookie)).json()).toEqual({ email: 'other@example.com', verified: true });

    const again = await postJson(bff.app, '/api/account/backup-email/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Este enlace ya se ha usado.' });

    const removed = await bff.app.inject({
      method: 'DELETE',
      url: '/api/account/backup-email',
      headers: session(cookie),
      payload: '{}',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ email: null, verified: false });
  });

  it('refuses a bad address or the account’s own, in the caller’s language, and keeps what was saved', async () => {
    const { person, cookie } = await registerPerson(bff.app, 'backupbad');
    await postJson(bff.app, '/api/account/backup-email', { email: 'kept@example.com' }, session(cookie));

    const bad = await postJson(bff.app, '/api/account/backup-email', { email: 'nope' }, session(cookie));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Correo electrónico inválido', field: 'email' });
    const own = await postJson(
      bff.app,
      '/api/account/backup-email',
      { email: person.email },
      session(cookie, { 'accept-language': 'en' }),
    );
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({
      message: "The backup address must be different from your account's address.",
      field: 'email',
    });
    expect((await read(cookie)).json()).toEqual({ email: 'kept@example.com', verified: false });
  });

  it('counts only the addresses it writes to against the account’s e-mails', async () => {
    const { cookie } = await registerPerson(bff.app, 'backupcount');
    // More refused addresses than the account's three e-mails a window: none sent, none counted.
    for (let i = 0; i < 4; i++) {
      const bad = await postJson(bff.app, '/api/account/backup-email', { email: 'nope' }, session(cookie));
      expect(bad.statusCode).toBe(400);
    }
    const saves = [];
    for (const name of ['one', 'two', 'three', 'four']) {
      saves.push(
        (
          await postJson(
            bff.app,
            '/api/account/backup-email',
            { email: `${name}@example.com` },
            session(cookie),
          )
        ).statusCode,
      );
    }
    expect(saves).toEqual([200, 200, 200, 429]);
  });

  it('cannot be changed from another site, nor without a session', async () => {
    const { cookie } = await registerPerson(bff.app, 'backupcsrf');
    const crossSite = await postJson(
      bff.app,
      '/api/account/backup-email',
      { email: 'attacker@example.com' },
      session(cookie, { origin: 'https://evil.example' }),
    );
    expect(crossSite.statusCode).toBe(403);
    const anonymous = await postJson(bff.app, '/api/account/backup-email', { email: 'attacker@example.com' });
    expect(anonymous.statusCode).toBe(401);
    expect((await read(cookie)).json()).toEqual({ email: null, verified: false });
  });
});

describe('the phone for the last chance by SMS', () => {
  /** Codes go only to accounts whose address is confirmed: a person who confirmed theirs. */
  const confirmedPerson = async (label: string) => {
    const registered = await registerPerson(bff.app, label);
    const { token } = await issueEmailToken(backends, registered.user.id, 'verify_email');
    expect((await postJson(bff.app, '/api/verify-email', { token })).statusCode).toBe(200);
    return registered;
  };
  const session = (cookie: string, headers: Record<string, string> = {}) => ({
    ...browserHeaders,
    ...headers,
    cookie: `legado_session=${cookie}`,
  });
  const read = (cookie: string) =>
    bff.app.inject({
      method: 'GET',
      url: '/api/account/phone',
      headers: { cookie: `legado_session=${cookie}` },
    });

  it('is saved unverified, confirmed by the code sent to it, refused in words when wrong, and removed', async () => {
    const { user, cookie } = await confirmedPerson('phone');
    expect((await read(cookie)).json()).toEqual({ phone: null, verified: false, available: true });

    const saved = await postJson(
      bff.app,
      '/api/account/phone',
      { phone: '+34 600 300 401' },
      session(cookie),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ phone: '+34600300401', verified: false, available: true });

    const wrong = await postJson(bff.app, '/api/account/phone/verify', { code: '12345' }, session(cookie));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'El código no es correcto o ha caducado. Pide uno nuevo si lo necesitas.',
      field: 'code',
    });

    // The code as notification asks for it when it sends the SMS.
    const { rows } = await backends.authSql.query<{ id: string }>(
      'SELECT id FROM phone_code WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [user.id],
    );
    const { code } = await backends.authClient.IssuePhoneCode({ requestId: rows[0]!.id });
    const verified = await postJson(bff.app, '/api/account/phone/verify', { code }, session(cookie));
    expect(verified.json()).toEqual({ phone: '+34600300401', verified: true, available: true });

    const removed = await bff.app.inject({
      method: 'DELETE',
      url: '/api/account/phone',
      headers: session(cookie),
      payload: '{}',
    });
    expect(removed.json()).toEqual({ phone: null, verified: false, available: true });
  });

  it('counts only the numbers it sends a code to against the account’s allowance', async () => {
    const { cookie } = await confirmedPerson('phonecount');
    for (let i = 0; i < 4; i++) {
      const bad = await postJson(bff.app, '/api/account/phone', { phone: '600 300 403' }, session(cookie));
      expect(bad.statusCode).toBe(400);
    }
    const saved = await postJson(
      bff.app,
      '/api/account/phone',
      { phone: '+34 600 300 404' },
      session(cookie),
    );
    expect(saved.statusCode).toBe(200);
  });

  it('sends no code before the account’s address is confirmed, and says why', async () => {
    const { cookie } = await registerPerson(bff.app, 'phoneunconfirmed');
    const refused = await postJson(
      bff.app,
      '/api/account/phone',
      { phone: '+34 600 300 405' },
      session(cookie, { 'accept-language': 'en' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'Confirm your e-mail address first: we send SMS codes only to accounts whose address is confirmed.',
    });
    expect((await read(cookie)).json()).toEqual({ phone: null, verified: false, available: true });
  });

  it('refuses a number it cannot use, in the caller’s language, and never from another site', async () => {
    const { cookie } = await confirmedPerson('phonebad');
    const bad = await postJson(
      bff.app,
      '/api/account/phone',
      { phone: '600 300 402' },
      session(cookie, { 'accept-language': 'en' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Type the number with its country code, for example +34 600 111 222.',
      field: 'phone',
    });
    const crossSite = await postJson(
      bff.app,
      '/api/account/phone',
      { phone: '+34600300402' },
      session(cookie, { origin: 'https://evil.example' }),
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await read(cookie)).json()).toEqual({ phone: null, verified: false, available: true });
  });
});
