// What every letter we print shares: A4 with DIN 5008 margins, pdfkit's standard fonts (and what they can
// spell), the product's colours, and the document itself. The postal letter and the keepsake lay their parts
// out on it, so a recipient's keepsake looks like the letter the post would have brought.
import { LOCALES, type Language } from '@app/platform/i18n/catalogue';

export const colors = {
  plum: '#5b2a4a',
  ink: '#292524',
  muted: '#57534e',
  faint: '#78716c',
  rule: '#a8a29e',
  border: '#d6d3d1',
  panel: '#f5f5f4',
};

export const mm = (value: number) => (value * 72) / 25.4;

// A4 with DIN 5008 (form B) margins: 25 mm on the left, 20 mm on the right, and a bottom margin that leaves
// room for the footer. The window of a DL or C5/6 envelope shows the address field at 20 mm / 45 mm, 85 x 45 mm.
export const page = {
  width: mm(210),
  height: mm(297),
  left: mm(25),
  right: mm(20),
  top: mm(20),
  bottom: mm(25),
};
export const contentWidth = page.width - page.left - page.right;

export const serif = 'Times-Roman';
export const serifBold = 'Times-Bold';
export const sans = 'Helvetica';
export const mono = 'Courier-Bold';

/**
 * pdfkit's standard fonts (Times, Helvetica, Courier) are encoded in WinAnsi (Windows-1252): Latin-1, which
 * covers Spanish (á, ñ, ¿, ¡), plus € and typographic quotes and dashes. Anything else (emoji, Chinese,
 * Cyrillic...) would print as garbage, so it is replaced here: compatibility forms that have a WinAnsi
 * spelling (full-width letters, ligatures, odd spaces) take it, invisible marks are dropped, and every other
 * character becomes '?'. Embedding a font with wider coverage would lift this limit.
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
};

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    if (char === '\n') out += char;
    else if (/[\p{Cc}\p{Cf}\p{M}]/u.test(char)) continue;
    else if (isWinAnsi(char)) out += char;
    else if (/\s/u.test(char)) out += ' ';
    else {
      const compatible = char.normalize('NFKC');
      out += compatible !== char && [...compatible].every(isWinAnsi) ? compatible : '?';
    }
  }
  return out;
}

export const oneLine = (text: string) => toWinAnsi(text).replace(/\s+/g, ' ').trim();

/** Runs `draw` with the page's bottom margin lifted, so text placed near the edge never opens a new page. */
export function withoutPageBreaks(doc: PDFKit.PDFDocument, draw: () => void) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  try {
    draw();
  } finally {
    doc.page.margins.bottom = bottom;
  }
}

/**
 * An A4 document, buffered so footers can be written on every page at the end, and the promise of its bytes.
 * pdfkit is loaded with the first letter, not at start: letters are rare, and its fonts cost about 20 MB.
 */
export async function openLetter(language: Language, title: string) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: page.top, bottom: page.bottom, left: page.left, right: page.right },
    bufferPages: true,
    lang: LOCALES[language],
    displayTitle: true,
    info: { Title: title, Creator: 'Legado' },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** The letter's date, written out in its language ("27 de noviembre de 2026"). */
export function longDate(language: Language, date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The message's subject as a heading, kept with at least a few lines under it, then its text as written. */
export function drawSubjectAndText(doc: PDFKit.PDFDocument, subject: string, content: string) {
  const body = { width: contentWidth, lineGap: 3 };
  const heading = oneLine(subject);
  doc.font(serifBold).fontSize(15);
  if (doc.y + doc.heightOfString(heading, body) + mm(25) > doc.page.height - doc.page.margins.bottom)
    doc.addPage();
  doc.fillColor(colors.plum).text(heading, page.left, doc.y, body);
  doc.moveDown(0.5);
  // The writer's own line breaks are kept: pdfkit starts a new line at every '\n', blank lines included.
  const text = toWinAnsi(content).replace(/\s+$/, '');
  doc.font(serif).fontSize(12).fillColor(colors.ink).text(text, page.left, doc.y, body);
}

/** The product's name at the top of the first page. */
export function drawLetterhead(doc: PDFKit.PDFDocument) {
  doc.font(serif).fontSize(20).fillColor(colors.plum).text('Legado', page.left, mm(20), { lineBreak: false });
}
