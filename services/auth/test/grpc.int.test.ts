import type { ClientContext } from '@app/proto/gen/app/auth/v1/ClientContext.ts';
import { testUserAssertion } from '@app/platform/test-support/test-keys';
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthGrpc, type AuthGrpc } from './helpers/auth-grpc.ts';
import {
  appErrorOf,
  authDeps,
  newRegistration,
  onlyRequestId,
  openAuthTestDatabase,
  sha256Hex,
  tableCounts,
  userRow,
  type AuthTestDatabase,
  type TestAuthDeps,
} from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;
let deps: TestAuthDeps;
let grpc: AuthGrpc;

beforeAll(async () => {
  env = await openAuthTestDatabase('auth_grpc');
  deps = authDeps(env.db);
  grpc = await startAuthGrpc(deps);
});
afterAll(async () => {
  await grpc?.stop();
  await env?.close();
});

const register = (input = newRegistration(), client: ClientContext = { timeZone: '', ip: '' }) =>
  grpc.client.Register({ ...input, client });

describe('AuthService over gRPC', () => {
  it('registers, signs in and resolves the session across the wire', async () => {
    const input = newRegistration();
    const registered = await register(input, { language: 'en', timeZone: 'Europe/London', ip: '' });
    expect(registered.user).toMatchObject({
      username: input.username,
      email: input.email,
      role: 'user',
      isEmailVerified: false,
      language: 'en',
      timeZone: 'Europe/London',
    });
    expect(Date.parse(registered.user!.createdAt)).not.toBeNaN();

    const login = await grpc.client.Login({ email: input.email, password: input.password, client: null });
    expect(login.sessionToken).not.toBe(registered.sessionToken);
    const session = await grpc.client.GetSession({ sessionToken: login.sessionToken, client: null });
    expect(session.user?.id).toBe(registered.user!.id);

    await grpc.client.Logout({ sessionToken: login.sessionToken });
    const error = await appErrorOf(
      grpc.client.GetSession({ sessionToken: login.sessionToken, client: null }),
    );
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN', httpStatus: 401 });
  });

  it('carries validation errors with their code, reason and field, and writes nothing', async () => {
    const before = await tableCounts(env.sql);
    const cases = [
      [{ email: 'nope' }, 'EMAIL_INVALID', 'email'],
      [{ username: 'ab' }, 'USERNAME_TOO_SHORT', 'username'],
      [{ username: 'no spaces' }, 'USERNAME_INVALID_CHARACTERS', 'username'],
      [{ password: 'short' }, 'PASSWORD_TOO_SHORT', 'password'],
      [{ fullName: 'X' }, 'FULL_NAME_TOO_SHORT', 'fullName'],
    ] as const;
    for (const [input, reason, field] of cases) {
      const error = await appErrorOf(register(newRegistration(input)));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', reason, field, httpStatus: 400 });
    }
    expect(await tableCounts(env.sql)).toEqual(before);
  });

  it('carries USERNAME_TAKEN and EMAIL_TAKEN as ALREADY_EXISTS', async () => {
    const input = newRegistration();
    await register(input);

    const username = await appErrorOf(register(newRegistration({ username: input.username.toUpperCase() })));
    expect(username).toMatchObject({ code: 'ALREADY_EXISTS', reason: 'USERNAME_TAKEN', field: 'username' });
    const email = await appErrorOf(register(newRegistration({ email: input.email.toUpperCase() })));
    expect(email).toMatchObject({ code: 'ALREADY_EXISTS', reason: 'EMAIL_TAKEN', field: 'email' });
  });

  it('carries INVALID_CREDENTIALS for a wrong password and an unknown address', async () => {
    const input = newRegistration();
    await register(input);
    for (const credentials of [
      { email: input.email, password: 'wrong password' },
      { email: `unknown.${input.email}`, password: input.password },
    ]) {
      const error = await appErrorOf(grpc.client.Login({ ...credentials, client: null }));
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' });
    }
  });

  it('ignores a role sent along with the registration', async () => {
    const request = { ...newRegistration(), role: 'admin', client: null } as Parameters<
      typeof grpc.client.Register
    >[0];
    const { user } = await grpc.client.Register(request);
    expect(user?.role).toBe('user');
    expect((await userRow(env.sql, user!.id)).role).toBe('user');
  });

  it('issues e-mail tokens and verifies with them; refusals keep their reasons', async () => {
    const { user } = await register();
    const requestId = await onlyRequestId(env.sql, user!.id, 'verify_email');

    const issued = await grpc.notification.IssueEmailToken({ requestId });
    expect(issued).toMatchObject({ purpose: 'verify_email', email: user!.email, language: 'es' });
    expect(new Date(issued.expiresAt).getTime()).toBe(deps.now().getTime() + 48 * 3_600_000);
    const again = await grpc.notification.IssueEmailToken({ requestId });
    expect(again.token).toBe(issued.token);
    const { rows } = await env.sql.query('SELECT token_hash FROM email_token WHERE id = $1', [requestId]);
    expect(rows[0].token_hash).toBe(sha256Hex(issued.token));

    await expect(grpc.client.VerifyEmail({ token: issued.token })).resolves.toEqual({ userId: user!.id });
    expect(await appErrorOf(grpc.client.VerifyEmail({ token: issued.token }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'TOKEN_USED',
    });
    expect(await appErrorOf(grpc.client.VerifyEmail({ token: 'garbage' }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'TOKEN_INVALID',
    });
    expect(await appErrorOf(grpc.notification.IssueEmailToken({ requestId }))).toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'EMAIL_REQUEST_SPENT',
    });
    expect(await appErrorOf(grpc.notification.IssueEmailToken({ requestId: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'EMAIL_REQUEST_NOT_FOUND',
    });
    expect(
      await appErrorOf(
        grpc.client.ResendVerification(
          { userId: user!.id },
          { userAssertion: testUserAssertion({ id: user!.id }) },
        ),
      ),
    ).toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'EMAIL_ALREADY_VERIFIED',
    });
  });

  it('answers a password-reset request for an unknown address like a known one, and resets', async () => {
    const input = newRegistration();
    const { user } = await register(input);
    const before = await tableCounts(env.sql);
    await expect(
      grpc.client.RequestPasswordReset({ email: `unknown.${input.email}`, client: null }),
    ).resolves.toEqual({});
    expect(await tableCounts(env.sql)).toEqual(before);

    await expect(grpc.client.RequestPasswordReset({ email: input.email, client: null })).resolves.toEqual({});
    const { token } = await grpc.notification.IssueEmailToken({
      requestId: await onlyRequestId(env.sql, user!.id, 'reset_password'),
    });
    expect(await appErrorOf(grpc.client.ResetPassword({ token, newPassword: '123' }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'PASSWORD_TOO_SHORT',
      field: 'password',
    });
    await expect(grpc.client.ResetPassword({ token, newPassword: 'new password!' })).resolves.toEqual({});
    await expect(
      grpc.client.Login({ email: input.email, password: 'new password!', client: null }),
    ).resolves.toMatchObject({ user: { id: user!.id } });
  });
});
