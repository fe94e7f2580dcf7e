import { z } from 'zod';
import type { MediaDeps } from './deps.ts';
import { latestArchiveOf, type ArchiveRow } from '../db/account-archive-repository.ts';
import { isBuilding } from './account-archive-rules.ts';

export type ArchiveState = Omit<ArchiveRow, 'status'> & { status: 'building' | 'ready' | 'failed' };

/**
 * The user's latest archive as its owner sees it: a build cut off counts as failed; an expired one is gone
 * (the sweep removes it soon after).
 */
export async function getAccountArchive(
  deps: MediaDeps,
  userId: string,
  now = new Date(),
): Promise<ArchiveState | null> {
  if (!z.uuid().safeParse(userId).success) return null;
  const row = await latestArchiveOf(deps.db, userId);
  if (!row) return null;
  if (row.status === 'ready')
    return row.expiresAt && row.expiresAt > now ? { ...row, status: 'ready' } : null;
  return { ...row, status: isBuilding(row, now) ? 'building' : 'failed' };
}
