import { MEDIA_TYPES, type MediaType } from '@app/proto/rules/media-limits';
import { knownValue } from '@app/proto/rules/proto-enum';
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/platform/errors';
import { imageFits, readImageHeader } from '@app/platform/image-header';
import { z } from 'zod';
import { deleteMediaRow, markMediaReady, reserveMediaRow, type NewMedia } from '../db/media-repository.ts';
import type { MediaDeps, MediaItem } from './deps.ts';
import { encryptChunk, rechunk } from './chunked-encryption.ts';
import { detectMediaType, sniffLength } from './detect-media-type.ts';
import { newDataKey } from './media-keys.ts';
import { measureVideoDuration, type VideoDurationMeter } from './video-duration.ts';

// A recording stopped at 3:00 may carry a last frame a few milliseconds later.
const VIDEO_LENGTH_TOLERANCE_MS = 1_000;
// An honest image's size comes before its pixels, after at most a few metadata blocks (a JPEG's EXIF is 64 KiB
// each): one that has not said it by here is not one we can size, so not one we keep.
const IMAGE_HEADER_WINDOW = 1024 * 1024;

export type UploadPart = {
  header?: { userId: string; messageId: string; mediaType: string } | null;
  chunk?: Buffer | null;
};

const invalid = (reason: string, message = reason) =>
  new AppError('INVALID_ARGUMENT', message, { reason, field: 'media' });

/**
 * Receives one attachment as a stream: the header names the message and what the client says it is; the
 * first bytes decide what it really is; an image's header says how many pixels it decodes to, checked before
 * anything could decode it; count and size limits hold for the message; the bytes are encrypted
 * chunk by chunk on their way to the store, never whole in memory; the message service then accepts it for a
 * message still open. Anything refused or broken leaves neither a row nor a blob behind.
 */
export async function uploadMedia(deps: MediaDeps, parts: AsyncIterable<UploadPart>): Promise<MediaItem> {
  const iterator = parts[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? undefined : first.value.header;
  if (
    !header ||
    !z.uuid().safeParse(header.userId).success ||
    !z.uuid().safeParse(header.messageId).success
  ) {
    throw invalid('MEDIA_HEADER_INVALID');
  }
  const declared = knownValue(MEDIA_TYPES, header.mediaType);
  if (!declared) throw invalid('MEDIA_TYPE_UNSUPPORTED');
  const maxBytes = declared === 'image' ? deps.limits.maxImageBytes : deps.limits.maxVideoBytes;
  const id = randomUUID();
  const { key, wrapped } = newDataKey(deps, id);
  await reserve(deps, {
    id,
    userId: header.userId,
    messageId: header.messageId,
    mediaType: declared,
    wrapped,
  });

  let size = 0;
  let contentType = '';
  let duration: VideoDurationMeter | undefined;
  // An image's first bytes, kept until its header tells its size (then checked, and let go).
  let imageHead: Buffer | undefined = declared === 'image' ? Buffer.alloc(0) : undefined;
  const checkImageSize = (piece: Buffer, last: boolean) => {
    if (!imageHead) return;
    imageHead = Buffer.concat([imageHead, piece.subarray(0, IMAGE_HEADER_WINDOW - imageHead.length)]);
    const header = readImageHeader(imageHead);
    if (header) {
      if (!imageFits(header, deps.limits.maxImagePixels)) throw invalid('IMAGE_TOO_MANY_PIXELS');
      imageHead = undefined;
    } else if (last || imageHead.length >= IMAGE_HEADER_WINDOW) {
      throw invalid('IMAGE_UNREADABLE');
    }
  };
  // A video's length is read from its own frames as its bytes pass, and checked once they all have.
  const maxVideoMs = deps.limits.maxVideoSeconds * 1000 + VIDEO_LENGTH_TOLERANCE_MS;
  const recognise = async (head: Buffer) => {
    const detected = await checkType(head, declared);
    contentType = detected.contentType;
    if (detected.mediaType === 'video')
      duration = measureVideoDuration(detected.contentType, deps.videoStallMs);
    await duration?.push(head);
  };
  async function* plaintext(): AsyncGenerator<Buffer> {
    let head = Buffer.alloc(0);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const piece = next.value.chunk;
      if (!piece || piece.length === 0) continue;
      size += piece.length;
      if (size > maxBytes) throw invalid(declared === 'image' ? 'IMAGE_TOO_LARGE' : 'VIDEO_TOO_LARGE');
      if (!contentType) {
        head = Buffer.concat([head, piece]);
        if (head.length < sniffLength) continue;
        await recognise(head);
        checkImageSize(head, false);
        yield head;
        continue;
      }
      checkImageSize(piece, false);
      await duration?.push(piece);
      yield piece;
    }
    if (!contentType) {
      if (head.length === 0) throw invalid('MEDIA_EMPTY');
      await recognise(head);
      checkImageSize(head, true);
      yield head;
    }
    checkImageSize(Buffer.alloc(0), true);
    if (duration) {
      const durationMs = await duration.durationMs();
      // A "video" whose length cannot be read is not one a browser could play either.
      if (durationMs === undefined) throw invalid('VIDEO_UNREADABLE');
      if (durationMs > maxVideoMs) throw invalid('VIDEO_TOO_LONG');
    }
  }
  async function* records(): AsyncGenerator<Buffer> {
    // Each chunk is sealed once the next one is known, so the last can be marked as last.
    let index = 0;
    let held: Buffer | undefined;
    for await (const chunk of rechunk(plaintext())) {
      if (held) yield encryptChunk(key, id, index++, false, held);
      held = chunk;
    }
    if (held) yield encryptChunk(key, id, index, true, held);
  }

  try {
    await deps.store.put(id, records());
    // Last, once every byte is stored: a message sealed while this uploaded takes no late attachment.
    await deps.message.AcceptAttachment({ messageId: header.messageId, userId: header.userId });
    const row = await markMediaReady(deps.db, id, { size, contentType });
    return {
      id,
      messageId: row.messageId,
      mediaType: declared,
      contentType,
      size,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    duration?.cancel();
    await deps.store.delete(id).catch(() => undefined);
    await deleteMediaRow(deps.db, { id });
    throw error;
  }
}

async function checkType(head: Buffer, declared: MediaType) {
  const detected = await detectMediaType(head);
  if (!detected.accepted) throw invalid(detected.reason);
  if (detected.mediaType !== declared) throw invalid('MEDIA_TYPE_MISMATCH');
  return detected;
}

/**
 * Claims a place for the attachment within the message's limits and its sender's space; racing uploads are
 * counted one at a time (the sender's lock first, then the message's, always in that order).
 */
async function reserve(deps: MediaDeps, media: NewMedia): Promise<void> {
  const outcome = await reserveMediaRow(deps.db, media, {
    largest: { image: deps.limits.maxImageBytes, video: deps.limits.maxVideoBytes },
    maxBytesPerUser: deps.limits.maxBytesPerUser,
    perMessage: media.mediaType === 'image' ? deps.limits.maxImages : deps.limits.maxVideos,
  });
  if (outcome === 'over-quota') throw invalid('MEDIA_QUOTA_EXCEEDED');
  if (outcome === 'too-many')
    throw invalid(media.mediaType === 'image' ? 'TOO_MANY_IMAGES' : 'TOO_MANY_VIDEOS');
}
