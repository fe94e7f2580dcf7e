import { imageFits, readImageHeader } from '@app/platform/image-header';
import { type Language } from '@app/platform/i18n/catalogue';
import { MEDIA_LIMITS } from '@app/proto/rules/media-limits';
import { oneAtATime } from './one-at-a-time.ts';
import { textsIn } from './texts.ts';
import {
  colors,
  contentWidth,
  drawLetterhead,
  drawSubjectAndText,
  longDate,
  mm,
  oneLine,
  openLetter,
  page,
  sans,
  serif,
  withoutPageBreaks,
} from './letter-layout.ts';

/** An image of the message, as its bytes; pdfkit prints JPEG and PNG. */
export type KeepsakeImage = { bytes: Buffer; contentType: string };

export type Keepsake = {
  language: Language;
  /** The recipient's name as the sender wrote it. */
  recipient: string;
  /** '' when the sender chose to be anonymous. */
  senderName: string;
  /** How the sender signs to this reader ("Tu hermana"), '' for none: the letter is signed so, as on screen. */
  senderTitle: string;
  subject: string;
  content: string;
  /** When it reached its recipient (when it was written, if never recorded). */
  date: Date;
  timeZone?: string;
  images: KeepsakeImage[];
  hasVideo: boolean;
  /** Most pixels an image may decode to here (media's limit by default); a larger one is not printed. */
  maxImagePixels?: number;
};

const printable = new Set(['image/jpeg', 'image/png']);

// pdfkit reads an image once and places it by its own size (mixins/images.js); its types omit the method.
type WithOpenImage = PDFKit.PDFDocument & {
  openImage(src: Buffer): PDFKit.Mixins.ImageSrc & { width: number; height: number };
};
const imageMaxHeight = mm(120);

/**
 * A message as its recipient keeps it: the letter the post would have brought (same page, fonts and heading)
 * without what only opens it online (address window, code, QR), signed by its sender, with its photos and a
 * note for its video.
 */
export const renderKeepsake: (keepsake: Keepsake) => Promise<Buffer> = oneAtATime(render);

/**
 * Printable only when its header says it decodes within the limit, checked before pdfkit decodes a byte: media
 * checks it at upload, but not for what was stored before it did, nor under a larger setting.
 */
function openPrintable(doc: PDFKit.PDFDocument, image: KeepsakeImage, maxPixels: number) {
  if (!printable.has(image.contentType)) return null;
  const header = readImageHeader(image.bytes);
  if (!header || !imageFits(header, maxPixels)) return null;
  try {
    return (doc as WithOpenImage).openImage(image.bytes);
  } catch {
    // A file the media service took for an image but pdfkit cannot read: said, not a failed download.
    return null;
  }
}

async function render(keepsake: Keepsake): Promise<Buffer> {
  const t = textsIn(keepsake.language, 'letters');
  const sender = oneLine(keepsake.senderName);
  const title = sender ? oneLine(keepsake.senderTitle) : '';
  // A downloaded file's title is shown by viewers: the subject, which the recipient already has.
  const { doc, bytes } = await openLetter(keepsake.language, oneLine(keepsake.subject));

  drawLetterhead(doc);
  doc
    .font(serif)
    .fontSize(11)
    .fillColor(colors.muted)
    .text(longDate(keepsake.language, keepsake.date, keepsake.timeZone), page.left, mm(35), {
      width: contentWidth,
      align: 'right',
    });
  const body = { width: contentWidth, lineGap: 3 };
  doc.font(sans).fontSize(10).fillColor(colors.muted);
  doc.text(oneLine(t('keepsake.to', { name: keepsake.recipient })), page.left, mm(45), body);
  const from = title ? `${sender}, ${title}` : sender;
  doc.text(sender ? oneLine(t('keepsake.from', { name: from })) : t('keepsake.fromAnonymous'), body);
  doc.moveDown(1.5);

  drawSubjectAndText(doc, keepsake.subject, keepsake.content);
  if (sender) {
    doc.moveDown(1);
    doc
      .font('Times-Italic')
      .fontSize(13)
      .fillColor(colors.ink)
      .text(title || sender, page.left, doc.y, {
        width: contentWidth,
        align: 'right',
      });
  }

  for (const image of keepsake.images) {
    doc.moveDown(1.5);
    const opened = openPrintable(
      doc,
      image,
      keepsake.maxImagePixels ?? MEDIA_LIMITS.image.megapixels * 1_000_000,
    );
    if (!opened) {
      doc
        .font(sans)
        .fontSize(10)
        .fillColor(colors.muted)
        .text(t('keepsake.imageNotPrintable'), page.left, doc.y, body);
      continue;
    }
    const scale = Math.min(1, contentWidth / opened.width, imageMaxHeight / opened.height);
    const [width, height] = [opened.width * scale, opened.height * scale];
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.image(opened, page.left + (contentWidth - width) / 2, doc.y, { width, height });
    doc.y += height;
  }
  if (keepsake.hasVideo) {
    doc.moveDown(1.5);
    doc.font(sans).fontSize(10).fillColor(colors.muted).text(t('keepsake.video'), page.left, doc.y, body);
  }

  const { start, count } = doc.bufferedPageRange();
  if (count > 1) {
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      withoutPageBreaks(doc, () => {
        const label = t('page', { n: index - start + 1, of: count });
        doc.font(sans).fontSize(7.5).fillColor(colors.faint);
        doc.text(label, page.width - page.right - doc.widthOfString(label), page.height - mm(14), {
          lineBreak: false,
        });
      });
    }
  }
  doc.end();
  return bytes;
}
