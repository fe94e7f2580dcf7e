import { archiveIdsOf, deleteArchiveRows, endedArchiveIds } from '../db/account-archive-repository.ts';
import type { MediaDeps } from './deps.ts';
import { ARCHIVE_BUILD_TIMEOUT_MS } from './account-archive-rules.ts';

/** How many archives one pass removes; the sweep runs again at once while there are more. */
export const ARCHIVE_SWEEP_BATCH = 100;

async function removeArchives(deps: MediaDeps, ids: string[]): Promise<number> {
  // The blobs first: a row left behind by a crash is swept again, a blob without its row would never be.
  for (const id of ids) await deps.store.delete(id);
  return deleteArchiveRows(deps.db, ids);
}

/**
 * Removes, with their bytes, the archives past their 24 hours and the builds that failed or were cut off more
 * than a day ago (kept that long so the account page can say so). Returns how many went.
 */
export async function sweepAccountArchives(deps: MediaDeps, now = new Date()): Promise<number> {
  const stale = new Date(now.getTime() - ARCHIVE_BUILD_TIMEOUT_MS - 24 * 3_600_000);
  const ids = await endedArchiveIds(deps.db, { expiredBy: now, staleBy: stale, limit: ARCHIVE_SWEEP_BATCH });
  return ids.length === 0 ? 0 : removeArchives(deps, ids);
}

/** auth.user.deleted → every archive of the user goes, with its bytes (safe to repeat). */
export async function eraseAccountArchives(deps: MediaDeps, userId: string): Promise<number> {
  const ids = await archiveIdsOf(deps.db, userId);
  return ids.length === 0 ? 0 : removeArchives(deps, ids);
}
