import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VideoContentType } from '../src/domain/detect-media-type.ts';
import { measureVideoDuration } from '../src/domain/video-duration.ts';
import { declaringDuration, sample, withInflatedIndex, type SampleName } from '@app/test-stack/sample-media';

// The service's default: honest files never come near it.
const STALL_MS = 5_000;
// For the forged index and the damaged files: a parser that stops progressing is given up on sooner, which only
// makes the test quicker (a damaged file may have no length).
const SHORT_STALL_MS = 500;

/** Feeds the bytes in pieces of `size`, as an upload arrives, and gives the length in seconds. */
async function secondsOf(contentType: VideoContentType, bytes: Buffer, size = 1000, stallMs = STALL_MS) {
  const meter = measureVideoDuration(contentType, stallMs);
  for (let offset = 0; offset < bytes.length; offset += size)
    await meter.push(bytes.subarray(offset, offset + size));
  const durationMs = await meter.durationMs();
  return durationMs === undefined ? undefined : durationMs / 1000;
}

describe('reading a video’s length from its frames', () => {
  it('reads WebM as browsers record it (no declared length), MP4 whether its index comes first or last, and QuickTime', async () => {
    const cases: [SampleName, VideoContentType, number][] = [
      ['recorded.webm', 'video/webm', 1.91],
      ['clip-180s.webm', 'video/webm', 180],
      ['clip-3s.mp4', 'video/mp4', 3],
      ['clip-200s.mp4', 'video/mp4', 200],
      // Its frames start at 2 s (the encoder's delay, as ffprobe shows), so the last ends at 202.
      ['clip-200s-fragmented.mp4', 'video/mp4', 202],
      ['clip-3s.mov', 'video/quicktime', 3],
    ];
    for (const [name, contentType, seconds] of cases) {
      expect(await secondsOf(contentType, sample(name), 777), name).toBeCloseTo(seconds, 0);
    }
  });

  it('is not shortened by headers that declare less than the frames hold', async () => {
    const long = sample('clip-200s.mp4');
    for (const declared of [0, 1, 10, 179.9]) {
      expect(await secondsOf('video/mp4', declaringDuration(long, declared))).toBe(200);
    }
  });

  it('gives up on an index forged to hold the parser, without holding the service', async () => {
    // The service's own timers kept running meanwhile: the parser never held its event loop.
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 50);
    expect(
      await secondsOf('video/mp4', withInflatedIndex(sample('clip-200s.mp4')), 1000, SHORT_STALL_MS),
    ).toBeUndefined();
    clearInterval(ticking);
    expect(ticks).toBeGreaterThan(0);
  });

  it('knows nothing of bytes that only start like a video, or of a video without frames', async () => {
    const start = sample('clip-3s.mp4').subarray(0, 40);
    expect(await secondsOf('video/mp4', Buffer.concat([start, Buffer.alloc(2000)]))).toBeUndefined();
    expect(await secondsOf('video/webm', sample('recorded.webm').subarray(0, 300))).toBeUndefined();
    expect(await secondsOf('video/mp4', Buffer.alloc(0))).toBeUndefined();
  });

  it('stops when told to', async () => {
    const meter = measureVideoDuration('video/webm', STALL_MS);
    await meter.push(sample('recorded.webm').subarray(0, 500));
    meter.cancel();
    expect(await meter.durationMs()).toBeUndefined();
  });

  it('never throws or hangs on damaged files', async () => {
    const seeds: [SampleName, VideoContentType][] = [
      ['recorded.webm', 'video/webm'],
      ['clip-3s.mp4', 'video/mp4'],
      ['clip-200s-fragmented.mp4', 'video/mp4'],
      ['clip-3s.mov', 'video/quicktime'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...seeds),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 16 }),
        fc.option(fc.nat()),
        async ([name, contentType], flips, cut) => {
          const bytes = Buffer.from(sample(name));
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          const damaged = cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
          const seconds = await secondsOf(contentType, damaged, 512, SHORT_STALL_MS);
          expect(seconds === undefined || (Number.isFinite(seconds) && seconds > 0)).toBe(true);
        },
      ),
      { numRuns: 16 },
    );
  }, 120_000);
});
