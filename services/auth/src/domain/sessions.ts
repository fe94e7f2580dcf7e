import { insertSession } from '../db/session-repository.ts';
import type { AuthDb, Prisma } from '../db/client.ts';
import { updateUser } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { hashToken, randomToken } from '@app/platform/secret-token';
import { cleanClientSettings, type ClientSettings, type User } from './user.ts';

/**
 * Starts a new session (a new random id at every sign-in); only the token's hash is stored. `db` is the
 * caller's transaction when the session is one part of a change.
 */
export async function openSession(
  deps: AuthDeps,
  userId: string,
  db: AuthDb | Prisma.TransactionClient = deps.db,
): Promise<string> {
  const token = randomToken();
  // Every time of a session is on the service's clock, the one resolveSession measures against.
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.config.SESSION_ABSOLUTE_DAYS * 86_400_000);
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return token;
}

export async function rememberClient(deps: AuthDeps, user: User, client?: ClientSettings): Promise<User> {
  const settings = cleanClientSettings(client);
  const changed =
    (settings.language && settings.language !== user.language) ||
    (settings.timeZone && settings.timeZone !== user.timeZone);
  return changed ? updateUser(deps.db, user.id, settings) : user;
}
