// Real, tiny images and videos (made as fixtures/README.md says), and the changes tests make to them: shared by
// the media service's tests and the tests of the services that upload through it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

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

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const ihdr = (width: number, height: number) => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return pngChunk('IHDR', data);
};
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The fixture PNG with a header that declares `width` × `height` RGBA pixels (CRC and all): the image bomb as
 * anything that reads only its header sees it.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const bytes = sample('photo.png');
  return Buffer.concat([pngSignature, ihdr(width, height), bytes.subarray(8 + 25)]);
}

/** A real, fully decodable transparent RGBA PNG of `width` × `height`: small on disk, width × height × 4 decoded. */
export function blankPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  return Buffer.concat([
    pngSignature,
    ihdr(width, height),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
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
