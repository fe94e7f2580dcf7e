import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken } from '../src/domain/issue-email-token.ts';
import { logIn } from '../src/domain/login.ts';
import { registerUser } from '../src/domain/register.ts';
import { requestPasswordReset } from '../src/domain/request-password-reset.ts';
import { resetPassword } from '../src/domain/reset-password.ts';
import { resolveSession } from '../src/domain/get-session.ts';
import { verifyEmail } from '../src/domain/verify-email.ts';
import {
  appErrorOf,
  authDeps,
  emailTokenRows,
  minutes,
  newRegistration,
  onlyRequestId,
  openAuthTestDatabase,
  outboxRowsOf,
  sessionRowsOf,
  tableCounts,
  userRow,
  type AuthTestDatabase,
  type TestAuthDeps,
} from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;

beforeAll(async () => {
  env = await openAuthTestDatabase('auth_reset');
});
afterAll(() => env?.close());

/** A user with an extra session and the token of a password-reset e-mail they asked for. */
async function userWithResetToken(deps: TestAuthDeps) {
  const input = newRegistration();
  const { user, sessionToken } = await registerUser(deps, { input });
  const other = await logIn(deps, { email: input.email, password: input.password });
  await requestPasswordReset(deps, input.email.toUpperCase());
  const { token } = await issueEmailToken(deps, await onlyRequestId(env.sql, user.id, 'reset_password'));
  return { input, user, token, sessionTokens: [sessionToken, other.sessionToken] };
}

describe('requestPasswordReset', () => {
  it('writes a reset request and an id-only event for a known address', async () => {
    const deps = authDeps(env.db, { PASSWORD_RESET_TTL_MINUTES: 30 });
    const input = newRegistration();
    const { user } = await registerUser(deps, { input });
    const calls = deps.eventsWrittenCalls();

    await requestPasswordReset(deps, ` ${input.email.toUpperCase()} `, { language: 'en' });

    const [request] = await emailTokenRows(env.sql, user.id, 'reset_password');
    expect(request).toMatchObject({ email: user.email, token_hash: null, used_at: null });
    expect(request!.expires_at.getTime()).toBe(deps.now().getTime() + minutes(30));
    const events = (await outboxRowsOf(env.sql, user.id)).filter(
      (e) => e.type === 'auth.password_reset.requested',
    );
    expect(events.map((e) => e.payload)).toEqual([{ userId: user.id, requestId: request!.id }]);
    expect(deps.eventsWrittenCalls()).toBe(calls + 1);
    // The language the request came in is remembered, so the e-mail is in it.
    expect((await userRow(env.sql, user.id)).language).toBe('en');
  });

  it('writes nothing and does not throw for an unknown address', async () => {
    const deps = authDeps(env.db);
    const before = await tableCounts(env.sql);

    await expect(requestPasswordReset(deps, 'nobody.at.all@example.test')).resolves.toBeUndefined();
    await expect(requestPasswordReset(deps, 'not even an address')).resolves.toBeUndefined();

    expect(await tableCounts(env.sql)).toEqual(before);
    expect(deps.eventsWrittenCalls()).toBe(0);
  });
});

describe('resetPassword', () => {
  it('changes the password, signs the user out everywhere and spends the token', async () => {
    const deps = authDeps(env.db);
    const { input, user, token, sessionTokens } = await userWithResetToken(deps);
    expect(await sessionRowsOf(env.sql, user.id)).toHaveLength(2);
    const oldHash = (await userRow(env.sql, user.id)).password_hash;

    await resetPassword(deps, token, 'a brand new secret');

    expect(await sessionRowsOf(env.sql, user.id)).toHaveLength(0);
    for (const sessionToken of sessionTokens) {
      await expect(resolveSession(deps, sessionToken)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const newHash = (await userRow(env.sql, user.id)).password_hash;
    expect(newHash).not.toBe(oldHash);
    expect(newHash).toMatch(/^\$argon2id\$/);
    expect((await emailTokenRows(env.sql, user.id, 'reset_password'))[0]!.used_at).toEqual(deps.now());

    await expect(logIn(deps, { email: input.email, password: input.password })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'INVALID_CREDENTIALS',
    });
    const { user: signedIn } = await logIn(deps, { email: input.email, password: 'a brand new secret' });
    expect(signedIn.id).toBe(user.id);
  });

  it('refuses the same token a second time with TOKEN_USED and keeps the first new password', async () => {
    const deps = authDeps(env.db);
    const { input, token } = await userWithResetToken(deps);
    await resetPassword(deps, token, 'first new password');

    const error = await appErrorOf(resetPassword(deps, token, 'second new password'));

    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'TOKEN_USED' });
    await expect(logIn(deps, { email: input.email, password: 'first new password' })).resolves.toBeDefined();
    await expect(logIn(deps, { email: input.email, password: 'second new password' })).rejects.toMatchObject({
      reason: 'INVALID_CREDENTIALS',
    });
  });

  it('ends every other outstanding reset link when one is used', async () => {
    const deps = authDeps(env.db);
    const input = newRegistration();
    const { user } = await registerUser(deps, { input });
    await requestPasswordReset(deps, input.email);
    await requestPasswordReset(deps, input.email);
    const requests = await emailTokenRows(env.sql, user.id, 'reset_password');
    expect(requests).toHaveLength(2);
    const [older, newer] = await Promise.all(requests.map((r) => issueEmailToken(deps, r.id)));

    await resetPassword(deps, newer!.token, 'the new password');

    // An older link (a leaked mailbox, a forwarded e-mail) cannot set the password back.
    const error = await appErrorOf(resetPassword(deps, older!.token, 'the attacker password'));
    expect(error).toMatchObject({ reason: 'TOKEN_USED' });
    await expect(logIn(deps, { email: input.email, password: 'the new password' })).resolves.toBeDefined();
  });

  it('refuses a short password with PASSWORD_TOO_SHORT without spending the token or signing anyone out', async () => {
    const deps = authDeps(env.db);
    const { input, user, token } = await userWithResetToken(deps);
    const before = await userRow(env.sql, user.id);

    const error = await appErrorOf(resetPassword(deps, token, '12345'));

    expect(error).toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'PASSWORD_TOO_SHORT',
      field: 'password',
    });
    expect((await emailTokenRows(env.sql, user.id, 'reset_password'))[0]!.used_at).toBeNull();
    expect((await userRow(env.sql, user.id)).password_hash).toBe(before.password_hash);
    expect(await sessionRowsOf(env.sql, user.id)).toHaveLength(2);

    await resetPassword(deps, token, '123456');
    await expect(logIn(deps, { email: input.email, password: '123456' })).resolves.toBeDefined();
  });

  it('refuses an expired token with TOKEN_EXPIRED and a verification token with TOKEN_INVALID', async () => {
    const deps = authDeps(env.db, { PASSWORD_RESET_TTL_MINUTES: 60 });
    const { input, user, token } = await userWithResetToken(deps);
    const verification = await issueEmailToken(deps, await onlyRequestId(env.sql, user.id, 'verify_email'));

    await expect(resetPassword(deps, verification.token, 'some new password')).rejects.toMatchObject({
      reason: 'TOKEN_INVALID',
    });
    deps.clock.advance(minutes(60));
    await expect(resetPassword(deps, token, 'some new password')).rejects.toMatchObject({
      reason: 'TOKEN_EXPIRED',
    });

    await expect(logIn(deps, { email: input.email, password: input.password })).resolves.toBeDefined();
    // The verification link was not spent by the failed reset.
    await expect(verifyEmail(deps, verification.token)).resolves.toEqual({ userId: user.id });
  });
});
