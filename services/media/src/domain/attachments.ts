import { AppError } from '@app/platform/errors';
import { z } from 'zod';
import { findArchive } from '../db/account-archive-repository.ts';
import { findReadyMedia, type MediaRow } from '../db/media-repository.ts';
import { isBuilding } from './account-archive-rules.ts';
import type { MediaDeps, MediaItem } from './deps.ts';
import { readRange } from './read-range.ts';

export const mediaNotFound = () =>
  new AppError('NOT_FOUND', 'no such attachment', { reason: 'MEDIA_NOT_FOUND' });
export const isUuid = (value: string) => z.uuid().safeParse(value).success;

export function toItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    messageId: row.messageId,
    mediaType: row.mediaType,
    contentType: row.contentType,
    size: Number(row.size),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What proves a read's right to an attachment, one of: `userId`, its owner (the call policy checked auth's
 * assertion for them); `grant`, a recipient's, live for its message as access says; `archiveId`, an account
 * archive its owner started and that is still being built. The caller's key alone proves nothing.
 */
export type MediaProof = { userId: string; grant: string; archiveId: string };

/**
 * The plaintext of bytes `start..end` (inclusive) of an attachment, decrypting only the chunks the range
 * touches, when `proof` shows the right to read it; NOT_FOUND otherwise, as for an attachment that is not there.
 */
export async function openMedia(deps: MediaDeps, proof: MediaProof, mediaId: string) {
  if (!isUuid(mediaId) || (proof.userId && !isUuid(proof.userId))) throw mediaNotFound();
  const row = await findReadyMedia(deps.db, mediaId, proof.userId || undefined);
  if (!row || !(proof.userId || (await isProvenOther(deps, proof, row)))) throw mediaNotFound();
  return { item: toItem(row), read: (start: number, end: number) => readRange(deps, row, start, end) };
}

async function isProvenOther(deps: MediaDeps, proof: MediaProof, row: MediaRow): Promise<boolean> {
  if (proof.grant) {
    return (await deps.access.IsGrantLive({ grant: proof.grant, messageId: row.messageId })).live;
  }
  if (!proof.archiveId || !isUuid(proof.archiveId)) return false;
  const archive = await findArchive(deps.db, proof.archiveId, row.userId);
  return archive !== null && isBuilding(archive, new Date());
}
