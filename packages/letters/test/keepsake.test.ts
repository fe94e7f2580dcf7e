import { readPdf } from '@app/test-stack/read-pdf';
import { blankPng, sample } from '@app/test-stack/sample-media';
import { describe, expect, it } from 'vitest';
import { renderKeepsake, type Keepsake } from '../src/keepsake.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

const letter: Keepsake = {
  language: 'es',
  recipient: 'Lucía',
  senderName: 'Begoña',
  senderTitle: 'Tu tía',
  subject: 'Para cuando llegue el otoño',
  content:
    'Querida Lucía:\n\n¿Te acuerdas de la cocina de la abuela? ¡Qué olor a canela!\n\nCon todo mi cariño',
  date: new Date('2026-11-27T10:00:00Z'),
  timeZone: 'Europe/Madrid',
  images: [
    { bytes: sample('photo.jpg'), contentType: 'image/jpeg' },
    { bytes: sample('photo.png'), contentType: 'image/png' },
  ],
  hasVideo: true,
};

describe('the keepsake', () => {
  it('holds the text, the sender, the date, both photos and a note for the video', async () => {
    const pdf = await readPdf(await renderKeepsake(letter));
    const text = flat(pdf.text);
    expect(text).toContain('27 de noviembre de 2026');
    expect(text).toContain('Para: Lucía');
    expect(text).toContain('De: Begoña, Tu tía');
    // Signed as on screen: the way the sender chose to sign to this reader.
    expect(text.trim()).toMatch(/Con todo mi cariño Tu tía/);
    expect(text).toContain('Para cuando llegue el otoño');
    expect(text).toContain('¿Te acuerdas de la cocina de la abuela? ¡Qué olor a canela!');
    expect(text).toContain('Este mensaje incluye un vídeo');
    const images = pdf.pages.flatMap((page) => page.images);
    expect(images).toHaveLength(2);
    // Nothing of what opens it online: no code, no link to type.
    expect(text).not.toContain('código de acceso que encontrarás');
  });

  it('keeps an anonymous sender unnamed, says where a photo cannot be printed, and speaks English', async () => {
    const pdf = await readPdf(
      await renderKeepsake({
        ...letter,
        language: 'en',
        senderName: '',
        images: [
          { bytes: sample('photo.webp'), contentType: 'image/webp' },
          // Taken for a JPEG by its first bytes, unreadable after them: said, never a failed download.
          {
            bytes: Buffer.concat([sample('photo.jpg').subarray(0, 4), Buffer.alloc(64, 7)]),
            contentType: 'image/jpeg',
          },
        ],
        hasVideo: false,
      }),
    );
    const text = flat(pdf.text);
    expect(text).toContain('From: someone who chose not to sign');
    expect(text).not.toContain('Begoña');
    expect(text.split('An image goes here in a format that cannot be printed')).toHaveLength(3);
    expect(text).toContain('27 November 2026');
    expect(pdf.pages.flatMap((page) => page.images)).toHaveLength(0);
  });

  it('prints no image whose header declares more pixels than the limit, and the others as they are', async () => {
    const pdf = await readPdf(
      await renderKeepsake({
        ...letter,
        language: 'en',
        // 1,200 × 1,000 RGBA: 1.2 million pixels, over a limit of one million.
        images: [
          { bytes: blankPng(1_200, 1_000), contentType: 'image/png' },
          { bytes: sample('photo.png'), contentType: 'image/png' },
        ],
        maxImagePixels: 1_000_000,
      }),
    );
    expect(flat(pdf.text).split('An image goes here in a format that cannot be printed')).toHaveLength(2);
    const images = pdf.pages.flatMap((page) => page.images);
    expect(images.map(({ width, height }) => [width, height])).toEqual([[64, 48]]);
  });
});
