import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigSchema } from '../src/config.ts';
import { issueEmailToken } from '../src/domain/issue-email-token.ts';
import { logIn } from '../src/domain/login.ts';
import { registerUser } from '../src/domain/register.ts';
import type { RegistrationInput } from '../src/domain/validate-registration.ts';
import { verifyEmail } from '../src/domain/verify-email.ts';
import {
  appErrorOf,
  authDeps,
  emailTokenRows,
  newRegistration,
  onlyRequestId,
  openAuthTestDatabase,
  outboxRowsOf,
  sessionRowsOf,
  tableCounts,
  tableText,
  userRow,
  uniqueSuffix,
  type AuthTestDatabase,
} from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;

beforeAll(async () => {
  env = await openAuthTestDatabase('auth_registration');
});
afterAll(() => env?.close());

describe('registration validation', () => {
  const cases: { rule: string; field: string; input: Partial<RegistrationInput> }[] = [
    { rule: 'EMAIL_INVALID', field: 'email', input: { email: 'not-an-address' } },
    { rule: 'EMAIL_INVALID', field: 'email', input: { email: 'two words@example.test' } },
    { rule: 'USERNAME_TOO_SHORT', field: 'username', input: { username: 'ab' } },
    { rule: 'USERNAME_TOO_SHORT', field: 'username', input: { username: '  ab  ' } },
    { rule: 'USERNAME_INVALID_CHARACTERS', field: 'username', input: { username: 'ana-maría' } },
    { rule: 'USERNAME_INVALID_CHARACTERS', field: 'username', input: { username: 'ana maria' } },
    { rule: 'PASSWORD_TOO_SHORT', field: 'password', input: { password: '12345' } },
    { rule: 'FULL_NAME_TOO_SHORT', field: 'fullName', input: { fullName: 'Al' } },
    { rule: 'FULL_NAME_TOO_SHORT', field: 'fullName', input: { fullName: '   Al    ' } },
  ];

  it.each(cases)('refuses $input with $rule and writes nothing', async ({ rule, field, input }) => {
    const deps = authDeps(env.db);
    const before = await tableCounts(env.sql);

    const error = await appErrorOf(registerUser(deps, { input: newRegistration(input) }));

    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', reason: rule, field });
    expect(await tableCounts(env.sql)).toEqual(before);
    expect(deps.eventsWrittenCalls()).toBe(0);
  });

  it('accepts the shortest valid values', async () => {
    const deps = authDeps(env.db);
    // The only three-character name in this database.
    const input = newRegistration({ username: 'A_1', password: '123456', fullName: 'Ana' });
    const { user } = await registerUser(deps, { input });
    expect(user).toMatchObject({ username: 'A_1', fullName: 'Ana', role: 'user' });
  });
});

describe('duplicate identifiers', () => {
  it('refuses a username that differs only in case with USERNAME_TAKEN and writes nothing', async () => {
    const deps = authDeps(env.db);
    const first = newRegistration({ username: `Mixed_${uniqueSuffix()}` });
    await registerUser(deps, { input: first });
    const before = await tableCounts(env.sql);

    const error = await appErrorOf(
      registerUser(deps, { input: newRegistration({ username: first.username.toUpperCase() }) }),
    );

    expect(error).toMatchObject({ code: 'ALREADY_EXISTS', reason: 'USERNAME_TAKEN', field: 'username' });
    expect(await tableCounts(env.sql)).toEqual(before);
  });

  it('refuses an e-mail that differs only in case (or spacing) with EMAIL_TAKEN and writes nothing', async () => {
    const deps = authDeps(env.db);
    const first = newRegistration();
    await registerUser(deps, { input: first });
    const before = await tableCounts(env.sql);

    const error = await appErrorOf(
      registerUser(deps, { input: newRegistration({ email: `  ${first.email.toUpperCase()} ` }) }),
    );

    expect(error).toMatchObject({ code: 'ALREADY_EXISTS', reason: 'EMAIL_TAKEN', field: 'email' });
    expect(await tableCounts(env.sql)).toEqual(before);
  });

  it('lets exactly one of two racing sign-ups for the same name win, and reports the other as taken', async () => {
    const deps = authDeps(env.db);
    const first = newRegistration();
    const second = newRegistration({ username: first.username.toUpperCase() });
    const before = await tableCounts(env.sql);

    const results = await Promise.allSettled([
      registerUser(deps, { input: first }),
      registerUser(deps, { input: second }),
    ]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'ALREADY_EXISTS', reason: 'USERNAME_TAKEN' });
    const after = await tableCounts(env.sql);
    expect(after.users - before.users).toBe(1);
    expect(after.outbox_events - before.outbox_events).toBe(2);
  });
});

describe('a successful registration', () => {
  it('writes the user, one unminted verification request, one session and two id-only events', async () => {
    const deps = authDeps(env.db);
    const input = newRegistration({
      username: `  Reg_${uniqueSuffix()} `,
      email: `  New.User.${uniqueSuffix()}@Example.TEST  `,
      fullName: '  Ana    María   Pérez ',
    });
    const before = await tableCounts(env.sql);

    const { user, sessionToken } = await registerUser(deps, {
      input,
      client: { language: 'en', timeZone: 'America/Mexico_City' },
    });

    const after = await tableCounts(env.sql);
    expect(after).toEqual({
      users: before.users + 1,
      sessions: before.sessions + 1,
      email_tokens: before.email_tokens + 1,
      outbox_events: before.outbox_events + 2,
    });
    const row = await userRow(env.sql, user.id);
    expect(row).toMatchObject({
      username: input.username.trim(),
      username_key: input.username.trim().toLowerCase(),
      email: input.email.trim().toLowerCase(),
      full_name: 'Ana María Pérez',
      role: 'user',
      email_verified_at: null,
      language: 'en',
      time_zone: 'America/Mexico_City',
    });
    expect(user).toMatchObject({ id: row.id, role: 'user', isEmailVerified: false });

    const tokens = await emailTokenRows(env.sql, user.id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({
      purpose: 'verify_email',
      email: row.email,
      token_hash: null,
      used_at: null,
    });
    expect(tokens[0]!.expires_at.getTime()).toBe(deps.now().getTime() + 48 * 3_600_000);

    const events = await outboxRowsOf(env.sql, user.id);
    expect(events.map((e) => e.type).sort()).toEqual([
      'auth.email_verification.requested',
      'auth.user.registered',
    ]);
    expect(events.find((e) => e.type === 'auth.user.registered')?.payload).toEqual({ userId: user.id });
    expect(events.find((e) => e.type === 'auth.email_verification.requested')?.payload).toEqual({
      userId: user.id,
      requestId: tokens[0]!.id,
      backup: false,
    });
    const outbox = await tableText(env.sql, 'outbox_event');
    for (const secret of [input.password, sessionToken, row.email, row.password_hash]) {
      expect(outbox).not.toContain(secret);
    }
    expect(deps.eventsWrittenCalls()).toBe(1);
    expect(await sessionRowsOf(env.sql, user.id)).toHaveLength(1);
  });

  it('stores the password as an argon2id hash of it, never the password itself', async () => {
    const deps = authDeps(env.db);
    const input = newRegistration({ password: 'una contraseña larga' });
    const { user } = await registerUser(deps, { input });

    const { password_hash: stored } = await userRow(env.sql, user.id);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await verify(stored, input.password)).toBe(true);
    expect(await verify(stored, 'una contraseña larga!')).toBe(false);
    expect(await tableText(env.sql, 'app_user')).not.toContain(input.password);
  });

  it('never takes a role from the input', async () => {
    const deps = authDeps(env.db);
    const input = { ...newRegistration(), role: 'admin' } as RegistrationInput;
    const { user } = await registerUser(deps, { input });
    expect(user.role).toBe('user');
    expect((await userRow(env.sql, user.id)).role).toBe('user');
  });

  it('defaults to Spanish and Madrid when the client reports nothing usable', async () => {
    const deps = authDeps(env.db);
    const { user } = await registerUser(deps, {
      input: newRegistration(),
      client: { language: 'fr', timeZone: 'Not/AZone' },
    });
    expect(await userRow(env.sql, user.id)).toMatchObject({ language: 'es', time_zone: 'Europe/Madrid' });
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed address admin only once it is verified, never at registration', async () => {
    const input = newRegistration();
    const ADMIN_EMAILS = authConfigSchema.shape.ADMIN_EMAILS.parse(
      ` someone.else@example.test , ${input.email.toUpperCase()} `,
    );
    const deps = authDeps(env.db, { ADMIN_EMAILS });

    const { user } = await registerUser(deps, { input });
    expect(user.role).toBe('user');
    expect((await userRow(env.sql, user.id)).role).toBe('user');

    // Signing in before verifying does not promote either.
    const beforeVerifying = await logIn(deps, { email: input.email, password: input.password });
    expect(beforeVerifying.user.role).toBe('user');
    expect((await userRow(env.sql, user.id)).role).toBe('user');

    const { token } = await issueEmailToken(deps, await onlyRequestId(env.sql, user.id, 'verify_email'));
    await verifyEmail(deps, token);
    expect((await userRow(env.sql, user.id)).role).toBe('admin');
    const afterVerifying = await logIn(deps, { email: input.email, password: input.password });
    expect(afterVerifying.user.role).toBe('admin');
  });

  it('leaves an address that is not listed a plain user after verifying', async () => {
    const deps = authDeps(env.db, { ADMIN_EMAILS: ['boss@example.test'] });
    const { user } = await registerUser(deps, { input: newRegistration() });
    const { token } = await issueEmailToken(deps, await onlyRequestId(env.sql, user.id, 'verify_email'));
    await verifyEmail(deps, token);
    expect(await userRow(env.sql, user.id)).toMatchObject({ role: 'user' });
    expect((await userRow(env.sql, user.id)).email_verified_at).not.toBeNull();
  });
});
