import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken } from '../src/domain/issue-email-token.ts';
import { registerUser } from '../src/domain/register.ts';
import { removeBackupEmail } from '../src/domain/remove-backup-email.ts';
import { setBackupEmail } from '../src/domain/set-backup-email.ts';
import { verifyBackupEmail } from '../src/domain/verify-backup-email.ts';
import { getUser } from '../src/domain/get-user.ts';
import {
  appErrorOf,
  authDeps,
  emailTokenRows,
  hours,
  newRegistration,
  openAuthTestDatabase,
  outboxRowsOf,
  uniqueSuffix,
  userRow,
  type AuthTestDatabase,
  type TestAuthDeps,
} from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;

beforeAll(async () => {
  env = await openAuthTestDatabase('auth_backup');
});
afterAll(() => env?.close());

async function newUser(deps: TestAuthDeps) {
  const { user } = await registerUser(deps, { input: newRegistration() });
  return user;
}

/** The token of the newest backup-address request, as notification would mint it at send time. */
async function latestBackupToken(deps: TestAuthDeps, userId: string) {
  const rows = await emailTokenRows(env.sql, userId, 'verify_backup_email');
  return issueEmailToken(deps, rows.at(-1)!.id);
}

const backupRequests = async (userId: string) =>
  (await outboxRowsOf(env.sql, userId)).filter(
    (e) => e.type === 'auth.email_verification.requested' && e.payload.backup === true,
  );

describe('setBackupEmail', () => {
  it('saves the address unverified, trimmed and lower-cased, and asks for a link to it', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    const address = `  Second.${uniqueSuffix()}@Example.COM `;

    const saved = await setBackupEmail(deps, user.id, address);

    expect(saved).toMatchObject({ backupEmail: address.trim().toLowerCase(), isBackupEmailVerified: false });
    const [request] = await backupRequests(user.id);
    expect(request!.payload).toMatchObject({ userId: user.id, backup: true });
    const issued = await issueEmailToken(deps, request!.payload.requestId as string);
    expect(issued).toMatchObject({ purpose: 'verify_backup_email', email: address.trim().toLowerCase() });
  });

  it('refuses a malformed address and the account’s own address, and changes nothing', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);

    expect(await appErrorOf(setBackupEmail(deps, user.id, 'not an address'))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'EMAIL_INVALID',
      field: 'email',
    });
    expect(await appErrorOf(setBackupEmail(deps, user.id, user.email.toUpperCase()))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'BACKUP_EMAIL_IS_PRIMARY',
    });
    expect((await userRow(env.sql, user.id)).backup_email).toBeNull();
    expect(await emailTokenRows(env.sql, user.id, 'verify_backup_email')).toEqual([]);
  });

  it('a new address drops the old one’s verification; the verified address again changes nothing', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    const first = `first.${uniqueSuffix()}@example.com`;
    await setBackupEmail(deps, user.id, first);
    await verifyBackupEmail(deps, (await latestBackupToken(deps, user.id)).token);

    expect(await setBackupEmail(deps, user.id, first)).toMatchObject({ isBackupEmailVerified: true });
    expect(await backupRequests(user.id)).toHaveLength(1);

    const second = `second.${uniqueSuffix()}@example.com`;
    expect(await setBackupEmail(deps, user.id, second)).toMatchObject({
      backupEmail: second,
      isBackupEmailVerified: false,
    });
  });
});

describe('verifyBackupEmail', () => {
  it('confirms the address the link was sent to, once', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    await setBackupEmail(deps, user.id, `b.${uniqueSuffix()}@example.com`);
    const { token } = await latestBackupToken(deps, user.id);

    expect(await verifyBackupEmail(deps, token)).toEqual({ userId: user.id });
    expect(await getUser(deps, user.id)).toMatchObject({ isBackupEmailVerified: true });
    expect((await userRow(env.sql, user.id)).backup_email_verified_at).toEqual(deps.now());
    expect(await appErrorOf(verifyBackupEmail(deps, token))).toMatchObject({ reason: 'TOKEN_USED' });
  });

  it('a link to an address since replaced confirms nothing', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    await setBackupEmail(deps, user.id, `old.${uniqueSuffix()}@example.com`);
    const old = await latestBackupToken(deps, user.id);
    await setBackupEmail(deps, user.id, `new.${uniqueSuffix()}@example.com`);

    expect(await appErrorOf(verifyBackupEmail(deps, old.token))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'TOKEN_INVALID',
    });
    expect(await getUser(deps, user.id)).toMatchObject({ isBackupEmailVerified: false });
  });

  it('a link to an address since removed confirms nothing', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    await setBackupEmail(deps, user.id, `gone.${uniqueSuffix()}@example.com`);
    const { token } = await latestBackupToken(deps, user.id);
    await removeBackupEmail(deps, user.id);

    expect(await appErrorOf(verifyBackupEmail(deps, token))).toMatchObject({ reason: 'TOKEN_INVALID' });
    expect(await getUser(deps, user.id)).toMatchObject({ backupEmail: null, isBackupEmailVerified: false });
  });

  it('neither the account’s own verification link nor an expired link confirms a backup', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    const [own] = await emailTokenRows(env.sql, user.id, 'verify_email');
    const ownToken = (await issueEmailToken(deps, own!.id)).token;
    await setBackupEmail(deps, user.id, `late.${uniqueSuffix()}@example.com`);
    const { token } = await latestBackupToken(deps, user.id);

    expect(await appErrorOf(verifyBackupEmail(deps, ownToken))).toMatchObject({ reason: 'TOKEN_INVALID' });
    deps.clock.advance(hours(deps.config.EMAIL_VERIFICATION_TTL_HOURS) + 1);
    expect(await appErrorOf(verifyBackupEmail(deps, token))).toMatchObject({ reason: 'TOKEN_EXPIRED' });
    expect(await getUser(deps, user.id)).toMatchObject({ isBackupEmailVerified: false });
  });
});
