import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { startArchiveRow, type ArchiveRow } from '../db/account-archive-repository.ts';
import { archiveNotFound, isBuilding } from './account-archive-rules.ts';
import type { MediaDeps } from './deps.ts';
import { newDataKey } from './media-keys.ts';

/**
 * Starts a new archive for the user: a row that is `building`, with its own data key. One build at a time per
 * user (a second request while one runs gets that one back, `started` false); any older archive of theirs goes
 * with its bytes, so a user holds at most one. Serialised per user by an advisory lock.
 */
export async function startAccountArchive(
  deps: MediaDeps,
  userId: string,
  now = new Date(),
): Promise<{ archive: ArchiveRow; started: boolean }> {
  if (!z.uuid().safeParse(userId).success) throw archiveNotFound();
  const id = randomUUID();
  const { wrapped } = newDataKey(deps, id);
  const { archive, started, replaced } = await startArchiveRow(
    deps.db,
    { id, userId, wrappedKey: wrapped, requestedAt: now },
    (row) => isBuilding(row, now),
  );
  // After the commit: a blob without its row is only space, a row without its blob would be a broken download.
  for (const old of replaced) await deps.store.delete(old.id);
  return { archive, started };
}
