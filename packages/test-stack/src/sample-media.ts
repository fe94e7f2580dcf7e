// Real, tiny images and videos (made as fixtures/README.md says), and the changes tests make to them: shared by
// the media service's tests and the tests of the services that upload through it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type SampleName =
  | 'photo.jpg'
  | 'photo.png'
  | 'photo.gif'
  | 'photo.webp'
  | 'photo.avif'
  | 'photo.heic'
  | 'clip-3s.mp4'
  | 'clip-3s.mov'
  | 'clip-200s.mp4'
  | 'clip-200s-fragmented.mp4'
  | 'clip-180s.webm'
  | 'clip-200s.webm'
  | 'recorded.webm';

export const sample = (name: SampleName): Buffer =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** A picture grown to `size` bytes with filler after its end, which viewers ignore. */
export function imageOfSize(name: 'photo.jpg' | 'photo.png', size: number): Buffer {
  const bytes = sample(name);
  return Buffer.concat([bytes, randomBytes(Math.max(0, size - bytes.length))]);
}

/** The browser-recorded WebM grown to `size` bytes by a Void element at its end (players skip it). */
export function webmOfSize(size: number): Buffer {
  const bytes = sample('recorded.webm');
  const filler = size - bytes.length - 9;
  if (filler < 0) return bytes;
  const voidSize = Buffer.alloc(8);
  voidSize.writeBigUInt64BE(BigInt(filler));
  voidSize[0] = 0x01; // an 8-byte EBML size
  return Buffer.concat([bytes, Buffer.from([0xec]), voidSize, randomBytes(filler)]);
}

/** Every offset where an MP4 box of this type starts its payload (its 4-letter type just before). */
function boxes(mp4: Buffer, type: string): number[] {
  const found: number[] = [];
  for (let at = mp4.indexOf(type); at >= 0; at = mp4.indexOf(type, at + 1)) found.push(at + 4);
  return found;
}

/**
 * An MP4 whose headers (mvhd, tkhd, mdhd) declare `seconds` while its frames stay as they are: what a
 * forged file does to look short. Version-0 boxes, as the fixtures have.
 */
export function declaringDuration(mp4: Buffer, seconds: number): Buffer {
  const forged = Buffer.from(mp4);
  const [movie] = boxes(forged, 'mvhd');
  const movieScale = forged.readUInt32BE(movie! + 12);
  forged.writeUInt32BE(Math.round(seconds * movieScale), movie! + 16);
  for (const track of boxes(forged, 'tkhd'))
    forged.writeUInt32BE(Math.round(seconds * movieScale), track + 20);
  for (const media of boxes(forged, 'mdhd')) {
    forged.writeUInt32BE(Math.round(seconds * forged.readUInt32BE(media + 12)), media + 16);
  }
  return forged;
}

/** An MP4 whose time-to-sample table claims 2.7 billion frames in a few bytes: a forged index. */
export function withInflatedIndex(mp4: Buffer): Buffer {
  const forged = Buffer.from(mp4);
  const [table] = boxes(forged, 'stts');
  forged.writeUInt32BE(0xa3000001, table! + 8);
  return forged;
}
