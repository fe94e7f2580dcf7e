import { AppError } from '@app/platform/errors';
import { z } from 'zod';
import type { Prisma } from '../db/client.ts';
import { chunkSize, decryptChunk, recordOverhead, recordRange } from './chunked-encryption.ts';
import type { MediaDeps, MediaItem } from './deps.ts';
import { unwrapDataKey } from './media-keys.ts';

type MediaRow = Prisma.MediaGetPayload<object>;

const notFound = () => new AppError('NOT_FOUND', 'no such attachment', { reason: 'MEDIA_NOT_FOUND' });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

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

/** The ready attachments of a message, for its owner (anyone else sees none). */
export async function listMedia(deps: MediaDeps, userId: string, messageId: string): Promise<MediaItem[]> {
  if (!isUuid(userId) || !isUuid(messageId)) return [];
  const rows = await deps.db.media.findMany({
    where: { messageId, userId, status: 'ready' },
    orderBy: { createdAt: 'asc' },
  });
  return rows.map(toItem);
}

/**
 * The plaintext of bytes `start..end` (inclusive) of an attachment, decrypting only the chunks the range
 * touches. `userId` empty is a read through a signed link: the call policy (proto/src/call-policy.ts) lets only
 * the bff ask that way, after checking the link is bound to the owner's session or the recipient's grant; any
 * other caller, and the bff acting for a person, must name an owner auth vouched for.
 */
export async function openMedia(deps: MediaDeps, userId: string, mediaId: string) {
  if (!isUuid(mediaId) || (userId && !isUuid(userId))) throw notFound();
  const row = await deps.db.media.findFirst({
    where: { id: mediaId, status: 'ready', ...(userId ? { userId } : {}) },
  });
  if (!row) throw notFound();
  return { item: toItem(row), read: (start: number, end: number) => readRange(deps, row, start, end) };
}

/** Bytes `start..end` (inclusive) of a stored file (an attachment or an account archive), decrypted. */
export async function* readRange(
  deps: MediaDeps,
  row: Pick<MediaRow, 'id' | 'size' | 'wrappedKey'>,
  start: number,
  end: number,
): AsyncGenerator<Buffer> {
  const size = Number(row.size);
  if (start < 0 || end < start || end >= size) {
    throw new AppError('INVALID_ARGUMENT', 'range outside the file', { reason: 'RANGE_NOT_SATISFIABLE' });
  }
  const key = unwrapDataKey(deps, row.id, row.wrappedKey);
  const range = recordRange(size, start, end);
  const lengthOf = (index: number) =>
    index < range.lastIndex ? range.recordLength : size - range.lastIndex * chunkSize + recordOverhead;
  let index = range.first;
  let pending = Buffer.alloc(0);
  for await (const piece of deps.store.readRange(row.id, range.byteStart, range.byteEnd)) {
    pending = Buffer.concat([pending, piece]);
    while (index <= range.last && pending.length >= lengthOf(index)) {
      const record = pending.subarray(0, lengthOf(index));
      pending = pending.subarray(record.length);
      const plain = decryptChunk(key, row.id, index, index === range.lastIndex, record);
      const from = index === range.first ? start - index * chunkSize : 0;
      const to = index === range.last ? end - index * chunkSize + 1 : plain.length;
      yield plain.subarray(from, to);
      index += 1;
    }
  }
  if (index <= range.last) throw new AppError('INTERNAL', 'attachment shorter than recorded');
}

/** Removes one attachment of the owner's open message. */
export async function deleteMedia(
  deps: MediaDeps,
  userId: string,
  messageId: string,
  mediaId: string,
): Promise<void> {
  if (!isUuid(userId) || !isUuid(messageId) || !isUuid(mediaId)) throw notFound();
  const { count } = await deps.db.media.deleteMany({ where: { id: mediaId, messageId, userId } });
  if (count === 0) throw notFound();
  await deps.store.delete(mediaId);
}

/** Removes every attachment of a message (it was deleted); safe to repeat. */
export async function purgeMessageMedia(deps: MediaDeps, messageId: string): Promise<number> {
  const rows = await deps.db.media.findMany({ where: { messageId }, select: { id: true } });
  for (const { id } of rows) await deps.store.delete(id);
  await deps.db.media.deleteMany({ where: { messageId } });
  return rows.length;
}
