import { postalAddressLines, type PostalAddress } from '@app/proto/rules/postal-address';
import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';
import {
  colors,
  contentWidth,
  drawLetterhead,
  drawSubjectAndText,
  longDate,
  mm,
  mono,
  oneLine,
  openLetter,
  page,
  sans,
  serif,
  withoutPageBreaks,
} from './letter-layout.ts';

// The window of a DL or C5/6 envelope shows the address field at 20 mm / 45 mm, 85 x 45 mm.
const addressField = { x: mm(20), y: mm(45), width: mm(85), height: mm(45), inset: mm(5) };
const qrSize = mm(40);
// Smaller than the message's, so the eye and the camera take the big one first.
const choicesQrSize = mm(15);

/** The link as a person would type it: the fragment carries the code, which the letter prints on its own. */
const visibleLink = (url: string) => url.split('#')[0] ?? url;

export type PostalLetter = {
  language: Language;
  /** The recipient's name as the sender wrote it ("Para ..."). */
  recipient: string;
  address: PostalAddress;
  /** '' when the sender chose to be anonymous. */
  senderName: string;
  subject: string;
  /** The message's text; null when the message has security questions, so the letter only invites the reader to open it online (the answers must not be bypassed by paper). */
  content: string | null;
  accessCode: string;
  /** The link that opens the message, with the code in its fragment; the QR code encodes exactly this. */
  url: string;
  /**
   * The recipient's choices link (refuse this sender, or anonymous messages), encoded in a second, smaller QR:
   * the paper is the proof the holder is the addressee. Its token is too long to type; the words beside it
   * give the typed way (the code, then the open message's button).
   */
  choicesUrl: string;
  hasAttachments: boolean;
  /** A short reference printed small in the footer so the admin can match the paper to the queue. */
  reference: string;
};

function drawFoldMarks(doc: PDFKit.PDFDocument) {
  // Fold marks for a DIN 5008 letter (105 and 210 mm) and the hole-punch mark (148.5 mm), at the left edge.
  doc.save().lineWidth(0.5).strokeColor(colors.rule);
  for (const [y, length] of [
    [105, 5],
    [148.5, 8],
    [210, 5],
  ] as const) {
    doc
      .moveTo(mm(4), mm(y))
      .lineTo(mm(4 + length), mm(y))
      .stroke();
  }
  doc.restore();
}

function drawAddress(doc: PDFKit.PDFDocument, address: PostalAddress) {
  const lines = postalAddressLines(address).map(oneLine).join('\n');
  const x = addressField.x + addressField.inset;
  const width = addressField.width - 2 * addressField.inset;
  const top = addressField.y + mm(5);
  const available = addressField.y + addressField.height - top - mm(2);
  // Long names or streets wrap; the block shrinks until it fits the window rather than hiding under the paper.
  let size = 11;
  doc.font(sans).fillColor(colors.ink);
  while (size > 7 && doc.fontSize(size).heightOfString(lines, { width, lineGap: 1 }) > available) size -= 0.5;
  doc.fontSize(size).text(lines, x, top, { width, lineGap: 1, height: available, ellipsis: true });
}

const qrImage = async (url: string) => {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 10,
    color: { dark: '#000000', light: '#ffffff' },
  });
};

/**
 * The access code, the QR code and how to use them, and below a rule the way to refuse the sender with its own
 * smaller QR: one block, never split across two pages.
 */
async function drawAccessBox(doc: PDFKit.PDFDocument, letter: PostalLetter) {
  const t = textsIn(letter.language, 'letters');
  const qr = await qrImage(letter.url);
  const choicesQr = await qrImage(letter.choicesUrl);
  const pad = mm(5.5);
  const textWidth = contentWidth - qrSize - 3 * pad;
  const code = oneLine(letter.accessCode);
  let codeSize = 22;
  doc.font(mono);
  while (codeSize > 10 && doc.fontSize(codeSize).widthOfString(code) > textWidth) codeSize -= 1;

  const blocks: { text: string; font: string; size: number; color: string; gapAfter: number }[] = [
    { text: t('codeLabel'), font: sans, size: 10, color: colors.muted, gapAfter: mm(1.5) },
    { text: code, font: mono, size: codeSize, color: colors.plum, gapAfter: mm(4) },
    {
      text: t('howToOpen', { link: oneLine(visibleLink(letter.url)) }),
      font: sans,
      size: 9.5,
      color: colors.ink,
      gapAfter: mm(2),
    },
    ...(letter.hasAttachments
      ? [{ text: t('attachments'), font: sans, size: 9.5, color: colors.ink, gapAfter: mm(2) }]
      : []),
    { text: t('keep'), font: sans, size: 8.5, color: colors.muted, gapAfter: 0 },
  ];
  const measured = blocks.map((block) => ({
    ...block,
    height: doc
      .font(block.font)
      .fontSize(block.size)
      .heightOfString(block.text, { width: textWidth, lineGap: 1.5 }),
  }));
  const textHeight = measured.reduce((sum, block) => sum + block.height + block.gapAfter, 0);
  const upperHeight = Math.max(qrSize, textHeight) + 2 * pad;
  const refusal = { text: t('refuse'), width: contentWidth - choicesQrSize - 3 * pad, lineGap: 1.5 };
  const refusalHeight = doc
    .font(sans)
    .fontSize(8.5)
    .heightOfString(refusal.text, { width: refusal.width, lineGap: refusal.lineGap });
  const lowerPad = mm(2);
  const lowerHeight = Math.max(choicesQrSize, refusalHeight) + 2 * lowerPad;
  const boxHeight = upperHeight + lowerHeight;

  // At the foot of the last page when it fits below the text; otherwise whole, at the top of a page of its own.
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y: number;
  if (doc.y + mm(10) + boxHeight <= bottom) y = bottom - boxHeight;
  else {
    doc.addPage();
    y = doc.page.margins.top;
  }

  withoutPageBreaks(doc, () => {
    doc
      .save()
      .lineWidth(0.75)
      .roundedRect(page.left, y, contentWidth, boxHeight, mm(3))
      .fillAndStroke(colors.panel, colors.border)
      .restore();
    let textY = y + pad + Math.max(0, (qrSize - textHeight) / 2);
    for (const block of measured) {
      doc
        .font(block.font)
        .fontSize(block.size)
        .fillColor(block.color)
        .text(block.text, page.left + pad, textY, { width: textWidth, lineGap: 1.5 });
      textY += block.height + block.gapAfter;
    }
    doc.image(qr, page.left + contentWidth - pad - qrSize, y + (upperHeight - qrSize) / 2, {
      width: qrSize,
      height: qrSize,
    });

    const lowerTop = y + upperHeight;
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor(colors.border)
      .moveTo(page.left + pad, lowerTop)
      .lineTo(page.left + contentWidth - pad, lowerTop)
      .stroke()
      .restore();
    doc
      .font(sans)
      .fontSize(8.5)
      .fillColor(colors.muted)
      .text(refusal.text, page.left + pad, lowerTop + (lowerHeight - refusalHeight) / 2, {
        width: refusal.width,
        lineGap: refusal.lineGap,
      });
    doc.image(
      choicesQr,
      page.left + contentWidth - pad - choicesQrSize,
      lowerTop + (lowerHeight - choicesQrSize) / 2,
      { width: choicesQrSize, height: choicesQrSize },
    );
  });
}

function drawFooters(doc: PDFKit.PDFDocument, letter: PostalLetter) {
  const t = textsIn(letter.language, 'letters');
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    withoutPageBreaks(doc, () => {
      const y = page.height - mm(14);
      doc.font(sans).fontSize(7.5).fillColor(colors.faint);
      doc.text(`Ref. ${oneLine(letter.reference)}`, page.left, y, { lineBreak: false });
      if (count > 1) {
        const label = t('page', { n: index - start + 1, of: count });
        doc.text(label, page.width - page.right - doc.widthOfString(label), y, { lineBreak: false });
      }
    });
  }
}

/** The letter for postal delivery of a message: A4, ready to print, folded into a window envelope and posted. */
export async function renderPostalLetter(letter: PostalLetter): Promise<Buffer> {
  const t = textsIn(letter.language, 'letters');
  // Metadata is read by print queues and file browsers: the reference only, nothing about the people.
  const { doc, bytes } = await openLetter(
    letter.language,
    t('title', { reference: oneLine(letter.reference) }),
  );

  drawLetterhead(doc);
  drawFoldMarks(doc);
  drawAddress(doc, letter.address);
  doc
    .font(serif)
    .fontSize(11)
    .fillColor(colors.muted)
    .text(longDate(letter.language, new Date()), page.left, mm(98), { width: contentWidth, align: 'right' });

  const body = { width: contentWidth, lineGap: 3 };
  doc.font(serif).fontSize(12).fillColor(colors.ink);
  doc.text(oneLine(t('greeting', { name: letter.recipient })), page.left, mm(110), body);
  doc.moveDown(0.6);
  const sender = oneLine(letter.senderName);
  doc.text(sender ? t('intro', { sender }) : t('introAnonymous'), body);
  doc.moveDown(0.6);

  if (letter.content === null) {
    doc.text(t('protected'), body);
  } else {
    doc.text(t('follows'), body);
    doc.moveDown(1.5);
    drawSubjectAndText(doc, letter.subject, letter.content);
  }

  await drawAccessBox(doc, letter);
  drawFooters(doc, letter);
  doc.end();
  return bytes;
}
