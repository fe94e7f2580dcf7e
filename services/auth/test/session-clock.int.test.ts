import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '../src/domain/register.ts';
import { resolveSession } from '../src/domain/get-session.ts';
import {
  authDeps,
  fakeClock,
  minutes,
  newRegistration,
  openAuthTestDatabase,
  sessionRowsOf,
  type AuthTestDatabase,
} from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;
beforeAll(async () => {
  env = await openAuthTestDatabase('auth_clock');
});
afterAll(() => env?.close());

it('measures a session’s idle limit on the clock that opened it', async () => {
  // Any clock that is not the database server's: here, a fixed day in the future.
  const clock = fakeClock(new Date('2031-03-01T10:00:00.000Z'));
  const deps = authDeps(env.db, { SESSION_IDLE_MINUTES: 60 }, clock);
  const { user, sessionToken } = await registerUser(deps, { input: newRegistration() });

  const [row] = await sessionRowsOf(env.sql, user.id);
  expect(row!.last_seen_at).toEqual(clock.now());
  clock.advance(minutes(59));
  await expect(resolveSession(deps, sessionToken)).resolves.toMatchObject({ id: user.id });
  clock.advance(minutes(61));
  await expect(resolveSession(deps, sessionToken)).rejects.toMatchObject({ reason: 'SESSION_EXPIRED' });
});
