/**
 * What an image will cost once decoded, read from its header alone: a few hundred bytes of a PNG can declare
 * billions of pixels, and only the header says so before a decoder has allocated them. Media checks it at
 * upload, the bff again before pdfkit decodes one for a PDF.
 */
export type ImageHeader = {
  width: number;
  height: number;
  /** Bytes a decoder holds per pixel: channels times bytes per sample (a 16-bit RGBA PNG holds 8). */
  bytesPerPixel: number;
};

/** Browsers decode every picture to four 8-bit channels, whatever the file stores. */
const RGBA = 4;

/**
 * The header of a PNG, JPEG, GIF, WebP or AVIF, or undefined when these bytes do not (yet) hold one: a caller
 * reading a stream tries again with more, and counts an image whose header never comes as unreadable.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < 12) return undefined;
  if (data.readUInt32BE(0) === 0x89504e47) return png(data);
  if (data[0] === 0xff && data[1] === 0xd8) return jpeg(data);
  if (data.toString('latin1', 0, 4) === 'GIF8') return gif(data);
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return webp(data);
  if (data.toString('latin1', 4, 8) === 'ftyp') return avif(data);
  return undefined;
}

/**
 * The rule both checks hold: at most `maxPixels` pixels (what any browser holds, four bytes each), and no more
 * decoded bytes than that many RGBA pixels (a 16-bit PNG counts twice).
 */
export function imageFits(header: ImageHeader, maxPixels: number): boolean {
  const pixels = header.width * header.height;
  return pixels > 0 && pixels <= maxPixels && pixels * header.bytesPerPixel <= maxPixels * RGBA;
}

const sized = (width: number, height: number, bytesPerPixel: number): ImageHeader | undefined =>
  width > 0 && height > 0 ? { width, height, bytesPerPixel } : undefined;

// IHDR is the first chunk: width, height, bit depth, colour type.
const pngChannels: Record<number, number> = { 0: 1, 2: 3, 3: RGBA, 4: 2, 6: 4 };
function png(data: Buffer): ImageHeader | undefined {
  if (data.length < 26 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const channels = pngChannels[data[25]!];
  if (!channels) return undefined;
  return sized(data.readUInt32BE(16), data.readUInt32BE(20), channels * Math.max(1, data[24]! / 8));
}

// Start-of-frame markers: C0–CF but DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
function jpeg(data: Buffer): ImageHeader | undefined {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    // Fill bytes and markers without a length (restart, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // Scan data before any frame header: not an image any decoder could size.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = data.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 10 > data.length) return undefined;
      const precision = data[at + 4]!;
      const components = data[at + 9]!;
      return sized(
        data.readUInt16BE(at + 7),
        data.readUInt16BE(at + 5),
        components * (precision > 8 ? 2 : 1),
      );
    }
    at += 2 + length;
  }
  return undefined;
}

function gif(data: Buffer): ImageHeader | undefined {
  return sized(data.readUInt16LE(6), data.readUInt16LE(8), RGBA);
}

function webp(data: Buffer): ImageHeader | undefined {
  if (data.length < 30) return undefined;
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return sized(data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1, RGBA);
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1, RGBA);
  }
  if (chunk === 'VP8 ') return sized(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff, RGBA);
  return undefined;
}

/** ISO boxes in [start, end): each one's type and where its payload lies. */
function* boxes(data: Buffer, start: number, end: number) {
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header) return;
    yield {
      type: data.toString('latin1', at + 4, at + 8),
      start: at + header,
      end: Math.min(end, at + size),
    };
    at += size;
  }
}

// meta → iprp → ipco → ispe (image spatial extents); the largest of them (a grid's whole picture) counts.
function avif(data: Buffer): ImageHeader | undefined {
  const child = (start: number, end: number, type: string) =>
    [...boxes(data, start, end)].find((box) => box.type === type);
  const meta = child(0, data.length, 'meta');
  // meta is a full box: version and flags first.
  const iprp = meta && child(meta.start + 4, meta.end, 'iprp');
  const ipco = iprp && child(iprp.start, iprp.end, 'ipco');
  if (!ipco) return undefined;
  let largest: ImageHeader | undefined;
  for (const box of boxes(data, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.start + 12 > box.end) continue;
    const found = sized(data.readUInt32BE(box.start + 4), data.readUInt32BE(box.start + 8), RGBA);
    if (found && (!largest || found.width * found.height > largest.width * largest.height)) largest = found;
  }
  return largest;
}
