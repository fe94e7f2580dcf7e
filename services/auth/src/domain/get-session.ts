import { AppError } from '@app/platform/errors';
import { hashToken } from '@app/platform/secret-token';
import { deleteSessionByHash, findSession, touchSession } from '../db/session-repository.ts';
import { readUserById } from '../db/user-repository.ts';
import type { AuthDeps } from './deps.ts';
import { rememberClient } from './sessions.ts';
import type { ClientSettings, User } from './user.ts';

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
