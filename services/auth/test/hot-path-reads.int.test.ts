// GetUser and a session's check read the user in plain SQL (src/db/user-repository.ts): they must give exactly
// the user Prisma's model query gives, every field alike, and nothing for an id that names no one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findUserById, readUserById } from '../src/db/user-repository.ts';
import { openAuthTestDatabase, type AuthTestDatabase } from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;
beforeAll(async () => {
  env = await openAuthTestDatabase('auth_hot_path_reads');
});
afterAll(() => env?.close());

it('reads a user as Prisma does, with every optional field set and with none', async () => {
  const full = await env.db.user.create({
    data: {
      username: 'Lucía',
      usernameKey: `lucia-${randomUUID()}`,
      email: `${randomUUID()}@example.test`,
      passwordHash: 'hash',
      fullName: 'Lucía Fernández',
      role: 'admin',
      emailVerifiedAt: new Date('2026-11-01T10:00:00.123Z'),
      language: 'en',
      timeZone: 'America/Mexico_City',
      backupEmail: 'backup@example.test',
      backupEmailVerifiedAt: new Date('2026-11-02T10:00:00.456Z'),
      phone: '+34600000000',
      phoneVerifiedAt: new Date('2026-11-03T10:00:00.789Z'),
      suspendedAt: new Date('2026-11-04T10:00:00.012Z'),
    },
  });
  const bare = await env.db.user.create({
    data: {
      username: 'Ana',
      usernameKey: `ana-${randomUUID()}`,
      email: `${randomUUID()}@example.test`,
      passwordHash: 'hash',
      fullName: 'Ana',
    },
  });
  for (const { id } of [full, bare]) {
    const read = await readUserById(env.db, id);
    expect(read).not.toBeNull();
    expect(read).toEqual(await findUserById(env.db, id));
  }
  expect((await readUserById(env.db, full.id))?.isPhoneVerified).toBe(true);
  expect(await readUserById(env.db, randomUUID())).toBeNull();
});
