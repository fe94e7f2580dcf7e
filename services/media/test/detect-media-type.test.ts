import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectMediaType } from '../src/domain/detect-media-type.ts';
import { sample, type SampleName } from '@app/test-stack/sample-media';

describe('what a file is, from its bytes', () => {
  it('names the images and videos browsers show, each by its own type', async () => {
    const expected: [SampleName, string, string][] = [
      ['photo.jpg', 'image', 'image/jpeg'],
      ['photo.png', 'image', 'image/png'],
      ['photo.gif', 'image', 'image/gif'],
      ['photo.webp', 'image', 'image/webp'],
      ['photo.avif', 'image', 'image/avif'],
      ['recorded.webm', 'video', 'video/webm'],
      ['clip-3s.mp4', 'video', 'video/mp4'],
      ['clip-200s-fragmented.mp4', 'video', 'video/mp4'],
      ['clip-3s.mov', 'video', 'video/quicktime'],
    ];
    for (const [name, mediaType, contentType] of expected) {
      expect(await detectMediaType(sample(name)), name).toEqual({ accepted: true, mediaType, contentType });
    }
  });

  it('tells an iPhone’s HEIC photo apart from an MP4, though both are ISO boxes', async () => {
    expect(await detectMediaType(sample('photo.heic'))).toEqual({
      accepted: false,
      reason: 'MEDIA_HEIC_UNSUPPORTED',
    });
  });

  it('refuses what it recognises but browsers would not show, and what it cannot recognise', async () => {
    const refused = [
      Buffer.from('%PDF-1.7 definitely not a picture'),
      Buffer.from('PK\x03\x04 a zip, not a picture'),
      Buffer.from([0xff, 0xd8, 0xff, 0xf7, 0, 0, 0, 0]), // JPEG-LS: no browser decodes it
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), // a PNG signature and no image
      Buffer.alloc(0),
    ];
    for (const bytes of refused) {
      expect(await detectMediaType(bytes)).toEqual({ accepted: false, reason: 'MEDIA_TYPE_UNSUPPORTED' });
    }
  });

  it('answers for any bytes, whole or damaged, without throwing', async () => {
    const names: SampleName[] = [
      'photo.jpg',
      'photo.png',
      'photo.avif',
      'photo.heic',
      'recorded.webm',
      'clip-3s.mp4',
    ];
    const damaged = fc
      .tuple(
        fc.constantFrom(...names),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }))),
        fc.nat(),
      )
      .map(([name, flips, cut]) => {
        const bytes = Buffer.from(sample(name));
        for (const [at, value] of flips) bytes[at % bytes.length] = value;
        return bytes.subarray(0, 1 + (cut % bytes.length));
      });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uint8Array({ maxLength: 5000 }), damaged), async (bytes) => {
        const verdict = await detectMediaType(bytes);
        expect(verdict.accepted ? verdict.contentType : verdict.reason).toMatch(/^(image|video)\/|^MEDIA_/);
      }),
      { numRuns: 2000 },
    );
  });
});
