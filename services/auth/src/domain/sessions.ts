import { AppError } from '@app/platform/errors';
import { deleteSessionByHash, findSession, insertSession, touchSession } from '../db/session-repository.ts';
import type { AuthDb, Prisma } from '../db/client.ts';
import { readUserById, updateUser } from '../db/user-repository.ts';
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

const touchEveryMs = 60_000;

/**
 * The user behind a session token, or UNAUTHENTICATED when there is none, it passed its absolute limit, or it
 * sat idle too long (an expired session is deleted). Refreshes the idle clock (at most once a minute) and the
 * client's remembered language and time zone.
 */
export async function resolveSession(deps: AuthDeps, token: string, client?: ClientSettings): Promise<User> {
  const unauthenticated = () =>
    new AppError('UNAUTHENTICATED', 'no valid session', { reason: 'NOT_SIGNED_IN' });
  if (!token) throw unauthenticated();
  const tokenHash = hashToken(token);
  const session = await findSession(deps.db, tokenHash);
  if (!session) throw unauthenticated();
  const now = deps.now();
  const idleLimit = new Date(session.lastSeenAt.getTime() + deps.config.SESSION_IDLE_MINUTES * 60_000);
  if (session.expiresAt <= now || idleLimit <= now) {
    await deleteSessionByHash(deps.db, tokenHash);
    throw new AppError('UNAUTHENTICATED', 'session expired', { reason: 'SESSION_EXPIRED' });
  }
  if (now.getTime() - session.lastSeenAt.getTime() > touchEveryMs)
    await touchSession(deps.db, session.id, now);
  const user = await readUserById(deps.db, session.userId);
  if (!user || user.suspendedAt) throw unauthenticated();
  return rememberClient(deps, user, client);
}

export async function rememberClient(deps: AuthDeps, user: User, client?: ClientSettings): Promise<User> {
  const settings = cleanClientSettings(client);
  const changed =
    (settings.language && settings.language !== user.language) ||
    (settings.timeZone && settings.timeZone !== user.timeZone);
  return changed ? updateUser(deps.db, user.id, settings) : user;
}

export async function closeSession(deps: AuthDeps, token: string): Promise<void> {
  if (token) await deleteSessionByHash(deps.db, hashToken(token));
}
