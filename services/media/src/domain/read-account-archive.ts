import { z } from 'zod';
import type { MediaDeps } from './deps.ts';
import { getAccountArchive } from './get-account-archive.ts';
import { readRange } from './read-range.ts';
import { archiveNotFound } from './account-archive-rules.ts';

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
