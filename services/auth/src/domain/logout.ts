import { hashToken } from '@app/platform/secret-token';
import { deleteSessionByHash } from '../db/session-repository.ts';
import type { AuthDeps } from './deps.ts';

export async function closeSession(deps: AuthDeps, token: string): Promise<void> {
  if (token) await deleteSessionByHash(deps.db, hashToken(token));
}
