import { z } from 'zod';
import type { MediaDeps } from './deps.ts';
import { readRange } from './read-media.ts';
import { archiveNotFound, isBuilding, type ArchiveRow } from './start-account-archive.ts';

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
  const row = await deps.db.accountArchive.findFirst({ where: { userId }, orderBy: { requestedAt: 'desc' } });
  if (!row) return null;
  if (row.status === 'ready')
    return row.expiresAt && row.expiresAt > now ? { ...row, status: 'ready' } : null;
  return { ...row, status: isBuilding(row, now) ? 'building' : 'failed' };
}

/** The plaintext of the user's ready, unexpired archive, read chunk by chunk. */
export async function openAccountArchive(
  deps: MediaDeps,
  userId: string,
  archiveId: string,
  now = new Date(),
) {
  if (!z.uuid().safeParse(archiveId).success) throw archiveNotFound();
  const state = await getAccountArchive(deps, userId, now);
  if (!state || state.id !== archiveId || state.status !== 'ready') throw archiveNotFound();
  const size = Number(state.size);
  return readRange(deps, state, 0, size - 1);
}
