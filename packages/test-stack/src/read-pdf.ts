// Reads a PDF back the way a test must: from its bytes alone (the text of each page, its images, and any QR
// code among them), never from what was passed to the code that made it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jsQRModule from 'jsqr';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

// jsqr is CommonJS with an `exports.default`: from ES modules its function sits on `.default`.
const jsQR = jsQRModule.default;

// pdfjs reads the metrics of the 14 standard fonts from its own package; without them it only warns.
const standardFontDataUrl =
  join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

export type Image = { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray };
/** A run of text and its baseline, in points from the bottom of the page. */
type Run = { str: string; y: number };
type Page = { text: string; lines: string[]; runs: Run[]; images: Image[] };
export type Parsed = { pages: Page[]; text: string; info: Record<string, unknown> };

/** Everything the test reads comes back out of the PDF bytes: the text of each page and its images. */
export async function readPdf(pdf: Buffer): Promise<Parsed> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const pages: Page[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    let text = '';
    const runs: Run[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : ' ');
      if (item.str.trim()) runs.push({ str: item.str, y: item.transform[5] as number });
    }
    const operators = await page.getOperatorList();
    const images: Image[] = [];
    for (const [index, fn] of operators.fnArray.entries()) {
      if (fn !== pdfjs.OPS.paintImageXObject) continue;
      const name = (operators.argsArray[index] as [string])[0];
      images.push(await new Promise<Image>((resolve) => page.objs.get(name, resolve)));
    }
    const lines = text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    pages.push({ text: lines.join('\n'), lines, runs, images });
  }
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return { pages, text: pages.map((page) => page.text).join('\n'), info: info as Record<string, unknown> };
}

/** Decodes a QR code from an image painted on the page, whatever pixel format pdfjs hands back. */
export function decodeQr(image: Image): string | null {
  const { width, height, kind, data } = image;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    if (kind === pdfjs.ImageKind.RGBA_32BPP) {
      rgba.set(data.subarray(pixel * 4, pixel * 4 + 4), pixel * 4);
    } else if (kind === pdfjs.ImageKind.RGB_24BPP) {
      rgba.set([data[pixel * 3]!, data[pixel * 3 + 1]!, data[pixel * 3 + 2]!, 255], pixel * 4);
    } else {
      // GRAYSCALE_1BPP: one bit per pixel, rows padded to whole bytes, 1 is white.
      const rowBytes = Math.ceil(width / 8);
      const x = pixel % width;
      const y = Math.floor(pixel / width);
      const value = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
      rgba.set([value, value, value, 255], pixel * 4);
    }
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

/** Every QR code printed in the document, decoded. */
export function qrCodesOf(parsed: Parsed): string[] {
  return parsed.pages.flatMap((page) => page.images.map(decodeQr)).filter((text) => text !== null);
}
