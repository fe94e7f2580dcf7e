import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken } from '../src/domain/issue-email-token.ts';
import { registerUser } from '../src/domain/register.ts';
import { requestEmailVerification } from '../src/domain/resend-verification.ts';
import { requestPasswordReset } from '../src/domain/request-password-reset.ts';
import { verifyEmail } from '../src/domain/verify-email.ts';
import {
  appErrorOf,
  authDeps,
  emailTokenRows,
  hours,
  newRegistration,
  onlyRequestId,
  openAuthTestDatabase,
  outboxRowsOf,
  sha256Hex,
  tableCounts,
  tableText,
  userRow,
  type AuthTestDatabase,
  type TestAuthDeps,
} from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;

beforeAll(async () => {
  env = await openAuthTestDatabase('auth_email');
});
afterAll(() => env?.close());

/** A fresh user and the token of their registration's verification e-mail, as notification would get it. */
async function registeredWithToken(deps: TestAuthDeps) {
  const input = newRegistration();
  const { user } = await registerUser(deps, { input });
  const requestId = await onlyRequestId(env.sql, user.id, 'verify_email');
  const { token } = await issueEmailToken(deps, requestId);
  return { input, user, requestId, token };
}

const verifiedEvents = async (userId: string) =>
  (await outboxRowsOf(env.sql, userId)).filter((e) => e.type === 'auth.user.verified');

describe('issueEmailToken', () => {
  it('returns the same token for the same request and stores only its SHA-256', async () => {
    const deps = authDeps(env.db);
    const input = newRegistration({ fullName: 'Lucía Gómez' });
    const { user } = await registerUser(deps, { input, client: { language: 'en', timeZone: 'Asia/Tokyo' } });
    const requestId = await onlyRequestId(env.sql, user.id, 'verify_email');

    const first = await issueEmailToken(deps, requestId);
    const second = await issueEmailToken(deps, requestId);

    expect(second.token).toBe(first.token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).toMatchObject({
      purpose: 'verify_email',
      email: user.email,
      username: user.username,
      fullName: 'Lucía Gómez',
      language: 'en',
      timeZone: 'Asia/Tokyo',
    });
    const [row] = await emailTokenRows(env.sql, user.id);
    expect(row!.token_hash).toBe(sha256Hex(first.token));
    expect(first.expiresAt).toEqual(row!.expires_at);
    expect(await tableText(env.sql, 'email_token')).not.toContain(first.token);
    expect(await tableText(env.sql, 'outbox_event')).not.toContain(first.token);
  });

  it('gives different requests different tokens', async () => {
    const deps = authDeps(env.db);
    const { user, token } = await registeredWithToken(deps);
    await requestEmailVerification(deps, user.id);
    const [, resend] = await emailTokenRows(env.sql, user.id, 'verify_email');
    const other = await issueEmailToken(deps, resend!.id);
    expect(other.token).not.toBe(token);
  });

  it('refuses an unknown request (NOT_FOUND) and a used or expired one (FAILED_PRECONDITION)', async () => {
    const deps = authDeps(env.db);
    await expect(issueEmailToken(deps, randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'EMAIL_REQUEST_NOT_FOUND',
    });

    const used = await registeredWithToken(deps);
    await verifyEmail(deps, used.token);
    await expect(issueEmailToken(deps, used.requestId)).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'EMAIL_REQUEST_SPENT',
    });

    const expired = await registeredWithToken(deps);
    deps.clock.advance(hours(48));
    await expect(issueEmailToken(deps, expired.requestId)).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'EMAIL_REQUEST_SPENT',
    });
  });
});

describe('verifyEmail', () => {
  it('verifies the address, writes auth.user.verified and spends the token', async () => {
    const deps = authDeps(env.db);
    const { user, token } = await registeredWithToken(deps);
    deps.clock.advance(hours(3));
    const eventsBefore = deps.eventsWrittenCalls();

    await expect(verifyEmail(deps, token)).resolves.toEqual({ userId: user.id });

    expect((await userRow(env.sql, user.id)).email_verified_at).toEqual(deps.now());
    const events = await verifiedEvents(user.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({ userId: user.id });
    expect(deps.eventsWrittenCalls()).toBe(eventsBefore + 1);
    const [row] = await emailTokenRows(env.sql, user.id);
    expect(row!.used_at).toEqual(deps.now());
  });

  it('refuses the same token a second time with TOKEN_USED and changes nothing', async () => {
    const deps = authDeps(env.db);
    const { user, token } = await registeredWithToken(deps);
    await verifyEmail(deps, token);
    const verifiedAt = (await userRow(env.sql, user.id)).email_verified_at;
    const before = await tableCounts(env.sql);
    deps.clock.advance(hours(1));

    const error = await appErrorOf(verifyEmail(deps, token));

    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'TOKEN_USED' });
    expect((await userRow(env.sql, user.id)).email_verified_at).toEqual(verifiedAt);
    expect(await tableCounts(env.sql)).toEqual(before);
  });

  it('refuses an expired token with TOKEN_EXPIRED and leaves the user unverified', async () => {
    const deps = authDeps(env.db, { EMAIL_VERIFICATION_TTL_HOURS: 48 });
    const { user, token } = await registeredWithToken(deps);

    deps.clock.advance(hours(48) - 1);
    // Still valid a millisecond before the limit: check it by minting (not spending) the same link.
    await expect(
      issueEmailToken(deps, await onlyRequestId(env.sql, user.id, 'verify_email')),
    ).resolves.toMatchObject({
      token,
    });
    deps.clock.advance(1);

    const error = await appErrorOf(verifyEmail(deps, token));
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'TOKEN_EXPIRED' });
    expect((await userRow(env.sql, user.id)).email_verified_at).toBeNull();
    expect(await verifiedEvents(user.id)).toHaveLength(0);
    expect((await emailTokenRows(env.sql, user.id))[0]!.used_at).toBeNull();
  });

  it('refuses garbage with TOKEN_INVALID', async () => {
    const deps = authDeps(env.db);
    const before = await tableCounts(env.sql);
    for (const garbage of ['', 'garbage', 'x'.repeat(201), randomUUID()]) {
      const error = await appErrorOf(verifyEmail(deps, garbage));
      expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'TOKEN_INVALID' });
    }
    expect(await tableCounts(env.sql)).toEqual(before);
  });

  it('refuses a password-reset token with TOKEN_INVALID without spending it', async () => {
    const deps = authDeps(env.db);
    const input = newRegistration();
    const { user } = await registerUser(deps, { input });
    await requestPasswordReset(deps, input.email);
    const resetRequest = await onlyRequestId(env.sql, user.id, 'reset_password');
    const { token } = await issueEmailToken(deps, resetRequest);

    const error = await appErrorOf(verifyEmail(deps, token));

    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'TOKEN_INVALID' });
    expect((await userRow(env.sql, user.id)).email_verified_at).toBeNull();
    const [reset] = await emailTokenRows(env.sql, user.id, 'reset_password');
    expect(reset!.used_at).toBeNull();
  });

  it('lets exactly one of two concurrent uses of a token succeed', async () => {
    const deps = authDeps(env.db);
    for (let round = 0; round < 3; round++) {
      const { user, token } = await registeredWithToken(deps);

      const results = await Promise.allSettled([verifyEmail(deps, token), verifyEmail(deps, token)]);

      expect(results.filter((r) => r.status === 'fulfilled')).toEqual([
        { status: 'fulfilled', value: { userId: user.id } },
      ]);
      expect(results.find((r) => r.status === 'rejected')?.reason).toMatchObject({
        code: 'INVALID_ARGUMENT',
        reason: 'TOKEN_USED',
      });
      expect(await verifiedEvents(user.id)).toHaveLength(1);
    }
  });

  it('does not verify a new address with a link sent to the old one', async () => {
    const deps = authDeps(env.db);
    const { user, token } = await registeredWithToken(deps);
    await env.sql.query('UPDATE app_user SET email = $2 WHERE id = $1', [user.id, `moved.${user.email}`]);

    const error = await appErrorOf(verifyEmail(deps, token));

    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'TOKEN_INVALID' });
    expect((await userRow(env.sql, user.id)).email_verified_at).toBeNull();
    expect((await emailTokenRows(env.sql, user.id))[0]!.used_at).toBeNull();
  });
});

describe('requestEmailVerification (resend)', () => {
  it('writes a new request and event for an unverified user; earlier links stay valid', async () => {
    const deps = authDeps(env.db);
    const { user, token } = await registeredWithToken(deps);

    await requestEmailVerification(deps, user.id);

    const requests = await emailTokenRows(env.sql, user.id, 'verify_email');
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ token_hash: null, used_at: null, email: user.email });
    const requested = (await outboxRowsOf(env.sql, user.id)).filter(
      (e) => e.type === 'auth.email_verification.requested',
    );
    expect(requested.map((e) => e.payload)).toEqual([
      { userId: user.id, requestId: requests[0]!.id, backup: false },
      { userId: user.id, requestId: requests[1]!.id, backup: false },
    ]);
    await expect(verifyEmail(deps, token)).resolves.toEqual({ userId: user.id });
  });

  it('refuses a verified user with EMAIL_ALREADY_VERIFIED and writes nothing', async () => {
    const deps = authDeps(env.db);
    const { user, token } = await registeredWithToken(deps);
    await verifyEmail(deps, token);
    const before = await tableCounts(env.sql);

    const error = await appErrorOf(requestEmailVerification(deps, user.id));

    expect(error).toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'EMAIL_ALREADY_VERIFIED' });
    expect(await tableCounts(env.sql)).toEqual(before);
  });

  it('refuses an unknown user with UNAUTHENTICATED', async () => {
    const deps = authDeps(env.db);
    await expect(requestEmailVerification(deps, randomUUID())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
