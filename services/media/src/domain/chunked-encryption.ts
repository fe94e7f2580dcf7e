import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Attachments are encrypted in fixed-size chunks, each AES-256-GCM with its own IV and tag, so any byte range
 * can be served by reading and checking only the chunks it touches. The additional data binds every chunk to
 * its file and position, and marks the last one, so chunks cannot be swapped, reordered or cut off unnoticed.
 * Layout of a stored file: records of `iv (12) | ciphertext (≤ chunkSize) | tag (16)`, back to back.
 */
export const chunkSize = 64 * 1024;
const ivLength = 12;
const tagLength = 16;
export const recordOverhead = ivLength + tagLength;

const aad = (mediaId: string, index: number, last: boolean) =>
  Buffer.from(`media:${mediaId}:${index}:${last ? 'last' : 'more'}`);

export function encryptChunk(
  key: Buffer,
  mediaId: string,
  index: number,
  last: boolean,
  plaintext: Buffer,
): Buffer {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(mediaId, index, last));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

export function decryptChunk(
  key: Buffer,
  mediaId: string,
  index: number,
  last: boolean,
  record: Buffer,
): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, record.subarray(0, ivLength));
  decipher.setAAD(aad(mediaId, index, last));
  decipher.setAuthTag(record.subarray(record.length - tagLength));
  return Buffer.concat([
    decipher.update(record.subarray(ivLength, record.length - tagLength)),
    decipher.final(),
  ]);
}

/** Re-cuts an incoming byte stream into plaintext chunks of exactly `chunkSize` (the last may be shorter). */
export async function* rechunk(pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingLength = 0;
  for await (const piece of pieces) {
    pending.push(piece);
    pendingLength += piece.length;
    while (pendingLength >= chunkSize) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, chunkSize);
      pending = [all.subarray(chunkSize)];
      pendingLength = all.length - chunkSize;
    }
  }
  if (pendingLength > 0) yield Buffer.concat(pending);
}

/** Where the records of plaintext bytes `start..end` (inclusive) sit in the stored file. */
export function recordRange(size: number, start: number, end: number) {
  const lastIndex = Math.max(0, Math.ceil(size / chunkSize) - 1);
  const first = Math.floor(start / chunkSize);
  const last = Math.floor(end / chunkSize);
  const recordLength = chunkSize + recordOverhead;
  const lastRecordLength = size - lastIndex * chunkSize + recordOverhead;
  return {
    first,
    last,
    lastIndex,
    byteStart: first * recordLength,
    byteEnd: last * recordLength + (last === lastIndex ? lastRecordLength : recordLength) - 1,
    recordLength,
  };
}
