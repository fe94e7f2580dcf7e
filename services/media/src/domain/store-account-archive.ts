import { AppError } from '@app/platform/errors';
import { z } from 'zod';
import { encryptChunk, rechunk } from './chunked-encryption.ts';
import type { MediaDeps } from './deps.ts';
import { unwrapDataKey } from './media-keys.ts';
import {
  findArchive,
  markArchiveFailed,
  markArchiveReady,
  type ArchiveRow,
} from '../db/account-archive-repository.ts';
import { ARCHIVE_LIFETIME_MS, archiveNotFound, isBuilding } from './account-archive-rules.ts';

export type ArchivePart = {
  header?: { userId: string; archiveId: string } | null;
  chunk?: Buffer | null;
};

/**
 * Receives the ZIP of an archive being built, as a stream: the header names it (the user's own, still
 * building), the bytes are encrypted chunk by chunk on their way to the store. Once all are stored the archive
 * is ready for 24 hours, and `media.account_archive.ready` (the owner's e-mail) is written in the same
 * transaction. A stream that breaks leaves the archive failed and no blob behind.
 */
export async function storeAccountArchive(
  deps: MediaDeps,
  parts: AsyncIterable<ArchivePart>,
  now: () => Date = () => new Date(),
): Promise<ArchiveRow> {
  const iterator = parts[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? undefined : first.value.header;
  if (!header || !z.uuid().safeParse(header.userId).success || !z.uuid().safeParse(header.archiveId).success)
    throw new AppError('INVALID_ARGUMENT', 'the archive is not named', { reason: 'ARCHIVE_HEADER_INVALID' });
  const row = await findArchive(deps.db, header.archiveId, header.userId);
  if (!row || !isBuilding(row, now())) throw archiveNotFound();
  const archiveId = row.id;
  const key = unwrapDataKey(deps, archiveId, row.wrappedKey);

  let size = 0;
  async function* plaintext(): AsyncGenerator<Buffer> {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const piece = next.value.chunk;
      if (!piece || piece.length === 0) continue;
      size += piece.length;
      yield piece;
    }
  }
  async function* records(): AsyncGenerator<Buffer> {
    let index = 0;
    let held: Buffer | undefined;
    for await (const chunk of rechunk(plaintext())) {
      if (held) yield encryptChunk(key, archiveId, index++, false, held);
      held = chunk;
    }
    if (!held) throw new AppError('INVALID_ARGUMENT', 'an empty archive', { reason: 'ARCHIVE_EMPTY' });
    yield encryptChunk(key, archiveId, index, true, held);
  }

  try {
    await deps.store.put(archiveId, records());
  } catch (error) {
    await deps.store.delete(archiveId).catch(() => undefined);
    await markArchiveFailed(deps.db, archiveId);
    throw error;
  }
  const readyAt = now();
  const expiresAt = new Date(readyAt.getTime() + ARCHIVE_LIFETIME_MS);
  return markArchiveReady(deps.db, archiveId, { size, readyAt, expiresAt });
}
