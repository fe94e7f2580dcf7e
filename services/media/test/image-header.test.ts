import { imageFits, readImageHeader } from '@app/platform/image-header';
import { blankPng, pngDeclaring, sample } from '@app/test-stack/sample-media';
import { describe, expect, it } from 'vitest';

describe("an image's decoded size, from its header alone", () => {
  it('reads width, height and bytes per pixel from every format we accept', () => {
    expect(readImageHeader(sample('photo.png'))).toEqual({ width: 64, height: 48, bytesPerPixel: 3 });
    expect(readImageHeader(sample('photo.jpg'))).toEqual({ width: 64, height: 48, bytesPerPixel: 3 });
    for (const name of ['photo.gif', 'photo.webp', 'photo.avif'] as const) {
      expect(readImageHeader(sample(name)), name).toEqual({ width: 64, height: 48, bytesPerPixel: 4 });
    }
    expect(readImageHeader(blankPng(3, 2))).toEqual({ width: 3, height: 2, bytesPerPixel: 4 });
  });

  it('sees what a bomb declares, and nothing in bytes that hold no header yet', () => {
    expect(readImageHeader(pngDeclaring(10_000, 10_000))).toEqual({
      width: 10_000,
      height: 10_000,
      bytesPerPixel: 4,
    });
    // A JPEG cut before its frame header: more bytes are needed, or it is unreadable.
    expect(readImageHeader(sample('photo.jpg').subarray(0, 30))).toBeUndefined();
    expect(readImageHeader(Buffer.from('%PDF-1.7 not a picture'))).toBeUndefined();
  });

  it('holds the pixel count, and decoded bytes to as many RGBA pixels', () => {
    expect(imageFits({ width: 8_000, height: 5_000, bytesPerPixel: 4 }, 40_000_000)).toBe(true);
    expect(imageFits({ width: 8_000, height: 5_001, bytesPerPixel: 1 }, 40_000_000)).toBe(false);
    // 16-bit RGBA: eight bytes a pixel, so half as many pixels.
    expect(imageFits({ width: 5_000, height: 4_001, bytesPerPixel: 8 }, 40_000_000)).toBe(false);
    expect(imageFits({ width: 5_000, height: 4_000, bytesPerPixel: 8 }, 40_000_000)).toBe(true);
  });
});
