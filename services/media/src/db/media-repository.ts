import type { MediaType } from '@app/proto/rules/media-limits';
import type { MediaDb, Prisma } from './client.ts';

// The attachments' rows (`media`), reached only here. Their bytes are in the blob store (src/storage).

export type MediaRow = Prisma.MediaGetPayload<object>;

export type NewMedia = {
  id: string;
  userId: string;
  messageId: string;
  mediaType: MediaType;
  wrapped: string;
};

/**
 * Reserves an upload's row while it streams, under the user's lock and then the message's, so concurrent
 * uploads cannot pass a limit together: refused when the user's stored bytes, plus each upload still under way
 * at the most it may grow to (`largest` of its type), plus this one, would pass `maxBytesPerUser`, or when the
 * message already holds `perMessage` attachments of this type.
 */
export async function reserveMediaRow(
  db: MediaDb,
  media: NewMedia,
  limits: { largest: Record<MediaType, number>; maxBytesPerUser: number; perMessage: number },
): Promise<'reserved' | 'over-quota' | 'too-many'> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`user:${media.userId}`}))) AS locked`;
    const [held] = await tx.$queryRaw<{ bytes: bigint }[]>`
      SELECT COALESCE(SUM(CASE WHEN status = 'ready' THEN size
                               WHEN media_type = 'image' THEN ${limits.largest.image}
                               ELSE ${limits.largest.video} END), 0)::bigint AS bytes
      FROM media WHERE user_id = ${media.userId}::uuid`;
    if (Number(held?.bytes ?? 0) + limits.largest[media.mediaType] > limits.maxBytesPerUser)
      return 'over-quota';
    await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${media.messageId}))) AS locked`;
    const existing = await tx.media.count({
      where: { messageId: media.messageId, mediaType: media.mediaType },
    });
    if (existing >= limits.perMessage) return 'too-many';
    await tx.media.create({
      data: {
        id: media.id,
        messageId: media.messageId,
        userId: media.userId,
        mediaType: media.mediaType,
        wrappedKey: media.wrapped,
      },
    });
    return 'reserved';
  });
}

/** An upload's every byte is stored: its row becomes readable. */
export function markMediaReady(db: MediaDb, id: string, stored: { size: number; contentType: string }) {
  return db.media.update({
    where: { id },
    data: { status: 'ready', size: BigInt(stored.size), contentType: stored.contentType },
  });
}

/** An upload that failed, or one attachment its owner removed: true when a row went. */
export async function deleteMediaRow(
  db: MediaDb,
  where: { id: string; messageId?: string; userId?: string },
): Promise<boolean> {
  const { count } = await db.media.deleteMany({ where });
  return count > 0;
}

/** The ready attachments of a message of this owner's, oldest first. */
export function listReadyMedia(db: MediaDb, userId: string, messageId: string): Promise<MediaRow[]> {
  return db.media.findMany({ where: { messageId, userId, status: 'ready' }, orderBy: { createdAt: 'asc' } });
}

/** A ready attachment; of this owner's only, when one is named. */
export function findReadyMedia(db: MediaDb, mediaId: string, userId: string | undefined) {
  return db.media.findFirst({ where: { id: mediaId, status: 'ready', ...(userId ? { userId } : {}) } });
}

/** Every attachment row of a deleted message: the ids whose blobs go, then the rows. */
export async function mediaIdsOf(db: MediaDb, messageId: string): Promise<string[]> {
  const rows = await db.media.findMany({ where: { messageId }, select: { id: true } });
  return rows.map((row) => row.id);
}

export async function deleteMediaOf(db: MediaDb, messageId: string): Promise<void> {
  await db.media.deleteMany({ where: { messageId } });
}
