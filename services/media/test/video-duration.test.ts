import { describe, expect, it } from 'vitest';
import { durationReaderFor } from '../src/domain/video-duration.ts';
import { mp4, webm } from './helpers/sample-videos.ts';

/** Feeds the bytes in pieces of `size`, as an upload arrives. */
function durationOf(contentType: string, bytes: Buffer, size = 7): number | undefined {
  const reader = durationReaderFor(contentType);
  for (let offset = 0; offset < bytes.length; offset += size)
    reader.push(bytes.subarray(offset, offset + size));
  return reader.durationMs();
}

describe('reading a video’s length from its bytes', () => {
  it('reads a WebM without a declared duration (as MediaRecorder writes it) from its last frame', () => {
    expect(durationOf('video/webm', webm({ seconds: 12 }))).toBe(12_000);
    expect(durationOf('video/webm', webm({ seconds: 181.5 }), 4096)).toBe(181_500);
  });

  it('takes the duration a finished WebM declares, but never below its last frame', () => {
    expect(durationOf('video/webm', webm({ seconds: 95, declareDuration: true }))).toBe(95_000);
    expect(durationOf('video/webm', webm({ seconds: 240, declareDuration: 60_000 }), 4096)).toBe(240_000);
  });

  it('reads an MP4 whether its moov box comes first or after the media data', () => {
    expect(durationOf('video/mp4', mp4({ seconds: 42 }))).toBe(42_000);
    expect(durationOf('video/mp4', mp4({ seconds: 200, moovLast: true, mdatBytes: 100_000 }), 1000)).toBe(
      200_000,
    );
  });

  it('knows nothing about bytes that only start like a video', () => {
    const noise = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 0)]);
    expect(durationOf('video/webm', noise)).toBeUndefined();
    expect(
      durationOf('video/mp4', Buffer.concat([mp4({ seconds: 1 }).subarray(0, 28), Buffer.alloc(100)])),
    ).toBeUndefined();
  });
});
