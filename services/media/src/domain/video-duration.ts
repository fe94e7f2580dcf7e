/**
 * How long a video is, read from its bytes as they stream past (never held whole): WebM (Matroska EBML, as
 * MediaRecorder writes it) and MP4/QuickTime (ISO boxes). Only the few small elements that carry time are
 * kept; everything else (frames, the media data box) is skipped by length.
 */
export type DurationReader = {
  push(chunk: Buffer): void;
  /** Milliseconds so far: the declared duration or the latest frame seen, whichever is later; undefined when neither is known. */
  durationMs(): number | undefined;
};

export function durationReaderFor(contentType: string): DurationReader {
  return contentType === 'video/webm' ? webmDurationReader() : mp4DurationReader();
}

// EBML ids (with their length marker, as written).
const EBML = {
  Segment: 0x18538067,
  Cluster: 0x1f43b675,
  BlockGroup: 0xa0,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Block: 0xa1,
} as const;
const containers = new Set<number>([EBML.Segment, EBML.Cluster, EBML.BlockGroup, EBML.Info]);

/** Length of an EBML variable-size integer from its first byte (1 to 8), or 0 when invalid. */
const vintLength = (first: number) => (first === 0 ? 0 : 8 - Math.floor(Math.log2(first)));

function readUint(bytes: Buffer): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

function webmDurationReader(): DurationReader {
  let scale = 1_000_000; // nanoseconds per tick (Matroska's default)
  let declared: number | undefined; // ticks, from Info
  let clusterTime = 0;
  let latest: number | undefined; // ticks of the latest frame start
  let state: { at: 'id' } | { at: 'size'; id: number } | { at: 'payload'; id: number; size: number } = {
    at: 'id',
  };
  let failed = false;

  let pending = Buffer.alloc(0);
  let skipping = 0;

  function push(chunk: Buffer): void {
    if (failed) return;
    let data = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (skipping > 0) {
        const skipped = Math.min(skipping, data.length);
        skipping -= skipped;
        data = data.subarray(skipped);
        if (skipping > 0 || data.length === 0) break;
      }
      if (state.at === 'id') {
        if (data.length < 1) break;
        const length = vintLength(data[0]!);
        if (length === 0 || length > 4) {
          failed = true;
          break;
        }
        if (data.length < length) break;
        state = { at: 'size', id: readUint(data.subarray(0, length)) };
        data = data.subarray(length);
        continue;
      }
      if (state.at === 'size') {
        if (data.length < 1) break;
        const length = vintLength(data[0]!);
        if (length === 0) {
          failed = true;
          break;
        }
        if (data.length < length) break;
        const raw = Buffer.from(data.subarray(0, length));
        raw[0] = raw[0]! & (0xff >> length);
        const unknown = raw.every((byte, i) => byte === (i === 0 ? 0xff >> length : 0xff));
        const size = unknown ? -1 : readUint(raw);
        const { id } = state;
        data = data.subarray(length);
        if (containers.has(id)) {
          // Step inside: its children follow (an unknown size, as live recordings write, is fine here).
          state = { at: 'id' };
          continue;
        }
        if (size < 0) {
          failed = true;
          break;
        }
        state = { at: 'payload', id, size };
        continue;
      }
      const { id, size } = state;
      if (id === EBML.TimecodeScale || id === EBML.Duration || id === EBML.Timecode) {
        if (data.length < size) break;
        const payload = data.subarray(0, size);
        if (id === EBML.TimecodeScale) scale = readUint(payload) || scale;
        else if (id === EBML.Timecode) clusterTime = readUint(payload);
        else if (size === 4) declared = payload.readFloatBE(0);
        else if (size === 8) declared = payload.readDoubleBE(0);
        data = data.subarray(size);
        state = { at: 'id' };
        continue;
      }
      if (id === EBML.SimpleBlock || id === EBML.Block) {
        // Track number (a vint), then the frame's time relative to its cluster (signed 16 bits).
        const head = Math.min(size, 11);
        if (data.length < head) break;
        const trackLength = vintLength(data[0]!);
        if (trackLength > 0 && head >= trackLength + 2) {
          const time = clusterTime + data.readInt16BE(trackLength);
          latest = latest === undefined ? time : Math.max(latest, time);
        }
        skipping = size;
        state = { at: 'id' };
        continue;
      }
      skipping = size;
      state = { at: 'id' };
    }
    pending = Buffer.from(data);
  }

  return {
    push,
    durationMs() {
      // The frames seen count even when a Duration is declared: a forged header cannot shorten a video.
      const ticks = Math.max(declared && declared > 0 ? declared : 0, latest ?? 0);
      return declared === undefined && latest === undefined ? undefined : (ticks * scale) / 1_000_000;
    },
  };
}

const mp4Containers = new Set(['moov']);

function mp4DurationReader(): DurationReader {
  let duration: number | undefined;
  let pending = Buffer.alloc(0);
  let skipping = 0;
  let failed = false;
  let header: { type: string; size: number } | undefined;

  function push(chunk: Buffer): void {
    if (failed || duration !== undefined) return;
    let data = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (skipping > 0) {
        const skipped = Math.min(skipping, data.length);
        skipping -= skipped;
        data = data.subarray(skipped);
        if (skipping > 0 || data.length === 0) break;
      }
      if (!header) {
        if (data.length < 8) break;
        let size = data.readUInt32BE(0);
        const type = data.subarray(4, 8).toString('latin1');
        let headerLength = 8;
        if (size === 1) {
          if (data.length < 16) break;
          size = Number(data.readBigUInt64BE(8));
          headerLength = 16;
        } else if (size === 0) {
          // The last box runs to the end of the file: nothing after it to read.
          failed = type !== 'moov';
          size = Number.MAX_SAFE_INTEGER;
        }
        if (size < headerLength) {
          failed = true;
          break;
        }
        data = data.subarray(headerLength);
        if (mp4Containers.has(type)) continue;
        header = { type, size: size - headerLength };
        continue;
      }
      if (header.type === 'mvhd') {
        if (data.length < Math.min(header.size, 32)) break;
        const version = data[0];
        const timescale = version === 1 ? data.readUInt32BE(20) : data.readUInt32BE(12);
        const length = version === 1 ? Number(data.readBigUInt64BE(24)) : data.readUInt32BE(16);
        if (timescale > 0) duration = (length / timescale) * 1000;
        failed = timescale === 0;
        break;
      }
      skipping = header.size;
      header = undefined;
    }
    pending = Buffer.from(data);
  }

  return { push, durationMs: () => duration };
}
