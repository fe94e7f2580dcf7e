import { openMedia, type MediaProof } from './attachments.ts';
import type { MediaDeps } from './deps.ts';

/** Bytes `start..end` (inclusive) of an attachment, decrypted; `end` 0 reads to its last byte. */
export async function* readMedia(
  deps: MediaDeps,
  proof: MediaProof,
  mediaId: string,
  start: number,
  end: number,
): AsyncGenerator<Buffer> {
  const media = await openMedia(deps, proof, mediaId);
  yield* media.read(start, end || media.item.size - 1);
}
