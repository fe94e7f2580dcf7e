import { AppError } from '@app/platform/errors';
import { z } from 'zod';
import { findReadyMedia, type MediaRow } from '../db/media-repository.ts';
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
 * The plaintext of bytes `start..end` (inclusive) of an attachment, decrypting only the chunks the range
 * touches. `userId` empty is a read through a signed link: the call policy (proto/src/call-policy.ts) lets only
 * the bff ask that way, after checking the link is bound to the owner's session or the recipient's grant; any
 * other caller, and the bff acting for a person, must name an owner auth vouched for.
 */
export async function openMedia(deps: MediaDeps, userId: string, mediaId: string) {
  if (!isUuid(mediaId) || (userId && !isUuid(userId))) throw mediaNotFound();
  const row = await findReadyMedia(deps.db, mediaId, userId || undefined);
  if (!row) throw mediaNotFound();
  return { item: toItem(row), read: (start: number, end: number) => readRange(deps, row, start, end) };
}
