import { fileTypeFromBuffer } from 'file-type';

/**
 * What may be attached, by the type the bytes show (never the name or the client's word): what browsers
 * display or play. Anything else the detector recognises is refused.
 */
const imageTypes = [
  'image/jpeg',
  'image/png',
  // An animated PNG: the detector names it apart; every browser shows it.
  'image/apng',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;
const videoTypes = ['video/webm', 'video/mp4', 'video/quicktime'] as const;

export type VideoContentType = (typeof videoTypes)[number];

// HEIC/HEIF, as iPhones take photos: no browser but Safari shows them, so the sender is asked for a JPEG.
const heifTypes = new Set(['image/heic', 'image/heic-sequence', 'image/heif', 'image/heif-sequence']);

export type DetectedType =
  | { accepted: true; mediaType: 'image'; contentType: (typeof imageTypes)[number] }
  | { accepted: true; mediaType: 'video'; contentType: VideoContentType }
  | { accepted: false; reason: 'MEDIA_HEIC_UNSUPPORTED' | 'MEDIA_TYPE_UNSUPPORTED' };

/** The detector's own window (file-type reads at most its first 4100 bytes to tell a type). */
export const sniffLength = 4100;

const isOneOf = <T extends string>(types: readonly T[], mime: string): mime is T =>
  (types as readonly string[]).includes(mime);

export async function detectMediaType(head: Uint8Array): Promise<DetectedType> {
  const mime = (await fileTypeFromBuffer(head.subarray(0, sniffLength)))?.mime ?? '';
  if (isOneOf(imageTypes, mime)) return { accepted: true, mediaType: 'image', contentType: mime };
  if (isOneOf(videoTypes, mime)) return { accepted: true, mediaType: 'video', contentType: mime };
  if (heifTypes.has(mime)) return { accepted: false, reason: 'MEDIA_HEIC_UNSUPPORTED' };
  return { accepted: false, reason: 'MEDIA_TYPE_UNSUPPORTED' };
}
