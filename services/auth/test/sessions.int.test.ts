import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../src/domain/login.ts';
import { registerUser } from '../src/domain/register.ts';
import { resolveSession } from '../src/domain/get-session.ts';
import { closeSession } from '../src/domain/logout.ts';
import {
  appErrorOf,
  authDeps,
  minutes,
  newRegistration,
  openAuthTestDatabase,
  outboxRowsOf,
  sessionRowsOf,
  sha256Hex,
  tableCounts,
  tableText,
  userRow,
  type AuthTestDatabase,
  type TestAuthDeps,
} from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;

beforeAll(async () => {
  env = await openAuthTestDatabase('auth_sessions');
});
afterAll(() => env?.close());

async function registered(deps: TestAuthDeps) {
  const input = newRegistration();
  const { user, sessionToken } = await registerUser(deps, { input });
  return { input, user, sessionToken };
}

describe('logIn', () => {
  it('refuses a wrong password and an unknown e-mail alike, with INVALID_CREDENTIALS', async () => {
    const deps = authDeps(env.db);
    const { input, user } = await registered(deps);
    const before = await tableCounts(env.sql);

    const wrongPassword = await appErrorOf(logIn(deps, { email: input.email, password: 'not the password' }));
    const unknownEmail = await appErrorOf(
      logIn(deps, { email: `nobody.${input.email}`, password: input.password }),
    );

    for (const error of [wrongPassword, unknownEmail]) {
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' });
      expect(error.field).toBeUndefined();
    }
    expect(wrongPassword.message).toBe(unknownEmail.message);
    expect(await tableCounts(env.sql)).toEqual(before);
    expect(await sessionRowsOf(env.sql, user.id)).toHaveLength(1);
  });

  it('opens a new session with a new token at every sign-in, storing only its SHA-256', async () => {
    const deps = authDeps(env.db);
    const { input, user, sessionToken: fromRegistration } = await registered(deps);

    const first = await logIn(deps, { email: input.email.toUpperCase(), password: input.password });
    const second = await logIn(deps, { email: ` ${input.email} `, password: input.password });

    const tokens = [fromRegistration, first.sessionToken, second.sessionToken];
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.user).toMatchObject({ id: user.id, email: user.email });

    const rows = await sessionRowsOf(env.sql, user.id);
    expect(rows.map((r) => r.token_hash).sort()).toEqual(tokens.map(sha256Hex).sort());
    const stored = await tableText(env.sql, 'session');
    for (const token of tokens) expect(stored).not.toContain(token);

    for (const token of tokens)
      await expect(resolveSession(deps, token)).resolves.toMatchObject({ id: user.id });
  });

  it('reports each sign-in, and only a successful one, as auth.user.signed_in (a sign of life for the scheduler)', async () => {
    const deps = authDeps(env.db);
    const { input, user } = await registered(deps);
    const signIns = async () =>
      (await outboxRowsOf(env.sql, user.id)).filter((event) => event.type === 'auth.user.signed_in');
    expect(await signIns()).toHaveLength(0);
    await appErrorOf(logIn(deps, { email: input.email, password: 'not the password' }));
    expect(await signIns()).toHaveLength(0);
    await logIn(deps, { email: input.email, password: input.password });
    await logIn(deps, { email: input.email, password: input.password });
    expect((await signIns()).map((event) => event.payload)).toEqual([
      { userId: user.id },
      { userId: user.id },
    ]);
  });

  it('gives every session the absolute limit from the clock', async () => {
    const deps = authDeps(env.db, { SESSION_ABSOLUTE_DAYS: 7 });
    const { input, user } = await registered(deps);
    await env.sql.query('DELETE FROM session WHERE user_id = $1', [user.id]);

    await logIn(deps, { email: input.email, password: input.password });

    const [row] = await sessionRowsOf(env.sql, user.id);
    expect(row!.expires_at.getTime()).toBe(deps.now().getTime() + 7 * 86_400_000);
  });
});

describe('resolveSession', () => {
  it('refuses an unknown, an empty and a tampered token with UNAUTHENTICATED', async () => {
    const deps = authDeps(env.db);
    const { sessionToken } = await registered(deps);
    const tampered = `${sessionToken.slice(0, -1)}${sessionToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['no-such-session', '', tampered, sha256Hex(sessionToken)]) {
      const error = await appErrorOf(resolveSession(deps, token));
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('ends a session left idle too long and deletes it, while use keeps it alive', async () => {
    const deps = authDeps(env.db, { SESSION_IDLE_MINUTES: 60 });
    const { user, sessionToken } = await registered(deps);

    // Each use within the idle limit pushes the limit forward.
    for (let i = 0; i < 3; i++) {
      deps.clock.advance(minutes(59));
      await expect(resolveSession(deps, sessionToken)).resolves.toMatchObject({ id: user.id });
    }
    expect(await sessionRowsOf(env.sql, user.id)).toHaveLength(1);

    deps.clock.advance(minutes(61));
    const error = await appErrorOf(resolveSession(deps, sessionToken));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' });
    expect(await sessionRowsOf(env.sql, user.id)).toHaveLength(0);

    // Gone for good: going back in time does not bring it back.
    deps.clock.advance(-minutes(61));
    await expect(resolveSession(deps, sessionToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('ends a session at its absolute limit however active it is, and deletes it', async () => {
    const deps = authDeps(env.db, { SESSION_IDLE_MINUTES: 60, SESSION_ABSOLUTE_DAYS: 1 });
    const { user, sessionToken } = await registered(deps);
    const opened = deps.now().getTime();

    while (deps.now().getTime() + minutes(50) < opened + 86_400_000) {
      deps.clock.advance(minutes(50));
      await expect(resolveSession(deps, sessionToken)).resolves.toMatchObject({ id: user.id });
    }
    deps.clock.set(new Date(opened + 86_400_000));

    const error = await appErrorOf(resolveSession(deps, sessionToken));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' });
    expect(await sessionRowsOf(env.sql, user.id)).toHaveLength(0);
  });

  it('remembers a product language and a valid IANA time zone, and ignores others', async () => {
    const deps = authDeps(env.db);
    const { user, sessionToken } = await registered(deps);
    expect(await userRow(env.sql, user.id)).toMatchObject({ language: 'es', time_zone: 'Europe/Madrid' });

    const updated = await resolveSession(deps, sessionToken, {
      language: 'en',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    expect(updated).toMatchObject({ language: 'en', timeZone: 'America/Argentina/Buenos_Aires' });
    expect(await userRow(env.sql, user.id)).toMatchObject({
      language: 'en',
      time_zone: 'America/Argentina/Buenos_Aires',
    });

    const ignored = await resolveSession(deps, sessionToken, { language: 'fr', timeZone: 'Not/AZone' });
    expect(ignored).toMatchObject({ language: 'en', timeZone: 'America/Argentina/Buenos_Aires' });
    expect(await userRow(env.sql, user.id)).toMatchObject({
      language: 'en',
      time_zone: 'America/Argentina/Buenos_Aires',
    });
  });
});

describe('closeSession (logout)', () => {
  it('deletes the session, leaves the user’s other sessions, and the token no longer resolves', async () => {
    const deps = authDeps(env.db);
    const { input, user, sessionToken } = await registered(deps);
    const other = await logIn(deps, { email: input.email, password: input.password });

    await closeSession(deps, sessionToken);

    const rows = await sessionRowsOf(env.sql, user.id);
    expect(rows.map((r) => r.token_hash)).toEqual([sha256Hex(other.sessionToken)]);
    await expect(resolveSession(deps, sessionToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(resolveSession(deps, other.sessionToken)).resolves.toMatchObject({ id: user.id });
    // Logging out twice (or with no token) is harmless.
    await expect(closeSession(deps, sessionToken)).resolves.toBeUndefined();
    await expect(closeSession(deps, '')).resolves.toBeUndefined();
  });
});
