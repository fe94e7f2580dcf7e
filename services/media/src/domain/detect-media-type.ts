/** What the first bytes of a file say it is; the name and the client's word are never trusted. */
export type DetectedType = { mediaType: 'image' | 'video'; contentType: string };

/** Enough leading bytes to recognise every accepted format. */
export const sniffLength = 16;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Buffer, text: string, offset: number) =>
  bytes.subarray(offset, offset + text.length).toString('latin1') === text;

export function detectMediaType(head: Buffer): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mediaType: 'image', contentType: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mediaType: 'image', contentType: 'image/png' };
  if (ascii(head, 'GIF87a', 0) || ascii(head, 'GIF89a', 0))
    return { mediaType: 'image', contentType: 'image/gif' };
  if (ascii(head, 'RIFF', 0) && ascii(head, 'WEBP', 8))
    return { mediaType: 'image', contentType: 'image/webp' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { mediaType: 'video', contentType: 'video/webm' };
  if (ascii(head, 'ftyp', 4)) {
    const brand = head.subarray(8, 12).toString('latin1');
    return brand === 'qt  '
      ? { mediaType: 'video', contentType: 'video/quicktime' }
      : { mediaType: 'video', contentType: 'video/mp4' };
  }
  return null;
}
