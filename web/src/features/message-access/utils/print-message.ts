import { paragraphsOf } from '../../../lib/paragraphs';

// The spec's timing: printing starts half a second after the window opens, once it has laid out.
export const PRINT_DELAY_MS = 500;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The sender wrote this text: it is shown as text, never read as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export type PrintableMessage = {
  language: string;
  subject: string;
  /** Header lines, already labelled ("Para: Luis"). */
  lines: string[];
  content: string;
  /** The name or title the letter is signed with, as on the page. */
  signature: string;
  /** The photos, each from its absolute short-lived link, with its name ("Imagen 1"). */
  images: { url: string; alt: string }[];
  /** Said where a video cannot be printed: that there is one, and where to watch it. */
  videoNote?: string;
};

/** A page with the letter on it, in the letter serif, its signature, photos and a note for its video. */
export function printDocument({
  language,
  subject,
  lines,
  content,
  signature,
  images,
  videoNote,
}: PrintableMessage): string {
  const header = lines.map((line) => `<p class="meta">${escapeHtml(line)}</p>`).join('');
  const body = paragraphsOf(content)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
  const photos = images
    .map((image) => `<figure><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}"></figure>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(subject)}</title>
<style>
  @page { margin: 2.5cm; }
  body { font-family: 'Source Serif 4', Georgia, 'Times New Roman', serif; color: #1c1917; max-width: 68ch; margin: 2rem auto; padding: 0 1rem; line-height: 1.6; font-size: 12pt; }
  h1 { font-size: 18pt; line-height: 1.25; margin: 0 0 1.5rem; }
  .meta { font-family: system-ui, sans-serif; font-size: 10pt; color: #57534e; margin: 0 0 0.25rem; }
  header { border-bottom: 1px solid #e7e5e4; padding-bottom: 1rem; margin-bottom: 1.5rem; }
  main p { white-space: pre-line; margin: 0 0 1rem; }
  .signature { text-align: right; font-style: italic; margin-top: 2.5rem; }
  figure { margin: 1.5rem 0 0; break-inside: avoid; }
  figure img { display: block; max-width: 100%; max-height: 18cm; margin: 0 auto; }
  .note { font-family: system-ui, sans-serif; font-size: 10pt; color: #57534e; border-top: 1px solid #e7e5e4; padding-top: 0.75rem; margin-top: 1.5rem; }
</style>
</head>
<body>
<header><h1>${escapeHtml(subject)}</h1>${header}</header>
<main>${body}<p class="signature">${escapeHtml(signature)}</p></main>
${photos}${videoNote ? `<p class="note">${escapeHtml(videoNote)}</p>` : ''}
</body>
</html>`;
}

// A photo that has not come by then is left out rather than holding the print for ever.
const IMAGE_WAIT_MS = 10_000;

/** Every photo of the print window loaded (or failed, or too slow): a photo still loading prints blank. */
function imagesLoaded(document: Document): Promise<unknown> {
  const pending = Array.from(document.images ?? []).filter((image) => !image.complete);
  const loads = pending.map(
    (image) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }),
  );
  return Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
}

/**
 * Opens a window holding only the letter and prints it, once laid out and its photos are in. False when the
 * browser refused the window (a pop-up blocker), so the caller can say so.
 */
export function printMessage(message: PrintableMessage, open: typeof window.open = window.open.bind(window)) {
  const printWindow = open('', '_blank', 'width=820,height=900');
  if (!printWindow) return false;
  printWindow.document.open();
  printWindow.document.write(printDocument(message));
  printWindow.document.close();
  const laidOut = new Promise((resolve) => setTimeout(resolve, PRINT_DELAY_MS));
  void Promise.all([laidOut, imagesLoaded(printWindow.document)]).then(() => {
    printWindow.focus();
    printWindow.print();
  });
  return true;
}
