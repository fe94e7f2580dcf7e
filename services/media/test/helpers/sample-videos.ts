// Small but well-formed videos for the tests: the structure a player (and the media service) reads, with
// frames of filler bytes. WebM as MediaRecorder writes it (segment and clusters of unknown size), MP4 as
// cameras do (or with its `moov` box last, as many encoders leave it).
import { randomBytes } from 'node:crypto';

const vint = (value: number, length: number) => {
  const bytes = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0] = bytes[0]! | (0x80 >> (length - 1));
  return bytes;
};
const element = (id: number, payload: Buffer) => {
  const idBytes = Buffer.alloc(4);
  idBytes.writeUInt32BE(id);
  const trimmed = idBytes.subarray(idBytes.findIndex((b) => b !== 0));
  return Buffer.concat([trimmed, vint(payload.length, 8), payload]);
};
const unknownSize = (id: number) => {
  const idBytes = Buffer.alloc(4);
  idBytes.writeUInt32BE(id);
  return Buffer.concat([idBytes, Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])]);
};
const uint = (value: number, length = 4) => {
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(value, 0, length);
  return bytes;
};

/**
 * A WebM of `seconds` (one 1 KB frame per second of filler, padded to `size` bytes when given), with or
 * without the Duration a finished file declares (MediaRecorder's own files have none).
 */
export function webm(options: {
  seconds: number;
  size?: number;
  /** Declared in Info (ms); a finished file declares its true length, a forged one anything. */
  declareDuration?: boolean | number;
}): Buffer {
  const header = element(0x1a45dfa3, element(0x4282, Buffer.from('webm')));
  const info = element(
    0x1549a966,
    Buffer.concat([
      element(0x2ad7b1, uint(1_000_000, 3)),
      ...(options.declareDuration
        ? [
            element(
              0x4489,
              (() => {
                const b = Buffer.alloc(8);
                b.writeDoubleBE(
                  typeof options.declareDuration === 'number'
                    ? options.declareDuration
                    : options.seconds * 1000,
                );
                return b;
              })(),
            ),
          ]
        : []),
    ]),
  );
  const tracks = element(0x1654ae6b, element(0xae, element(0xd7, uint(1, 1))));
  // One frame a second, the last one at `seconds`; a new cluster every 30 s.
  const times: number[] = [];
  for (let second = 0; second < options.seconds; second += 1) times.push(second * 1000);
  times.push(options.seconds * 1000);
  const frameBytes = options.size ? Math.max(16, Math.floor(options.size / times.length) - 40) : 1024;
  const clusters: Buffer[] = [];
  let cluster = -1;
  for (const at of times) {
    const start = Math.floor(at / 30_000) * 30_000;
    if (start !== cluster) {
      cluster = start;
      clusters.push(unknownSize(0x1f43b675), element(0xe7, uint(start, 4)));
    }
    const relative = Buffer.alloc(2);
    relative.writeInt16BE(at - start);
    clusters.push(
      element(0xa3, Buffer.concat([vint(1, 1), relative, Buffer.from([0x80]), randomBytes(frameBytes)])),
    );
  }
  const body = Buffer.concat([header, unknownSize(0x18538067), info, tracks, ...clusters]);
  if (options.size && body.length < options.size) {
    // A Void element fills the rest (players skip it).
    return Buffer.concat([body, element(0xec, randomBytes(options.size - body.length - 9))]);
  }
  return body;
}

const box = (type: string, payload: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
};

/** An MP4 of `seconds`, its `moov` first or last, with `mdatBytes` of media data. */
export function mp4(options: { seconds: number; moovLast?: boolean; mdatBytes?: number }): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'latin1'), uint(512), Buffer.from('isomiso2mp41', 'latin1')]),
  );
  const mvhd = box(
    'mvhd',
    Buffer.concat([
      uint(0),
      uint(0),
      uint(0),
      uint(1000),
      uint(Math.round(options.seconds * 1000)),
      randomBytes(80),
    ]),
  );
  const moov = box('moov', mvhd);
  const mdat = box('mdat', randomBytes(options.mdatBytes ?? 4096));
  return options.moovLast ? Buffer.concat([ftyp, mdat, moov]) : Buffer.concat([ftyp, moov, mdat]);
}
