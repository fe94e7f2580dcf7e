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
};

/** A page with only the letter on it, in the letter serif, every value escaped. */
export function printDocument({ language, subject, lines, content }: PrintableMessage): string {
  const header = lines.map((line) => `<p class="meta">${escapeHtml(line)}</p>`).join('');
  const body = paragraphsOf(content)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
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
</style>
</head>
<body>
<header><h1>${escapeHtml(subject)}</h1>${header}</header>
<main>${body}</main>
</body>
</html>`;
}

/**
 * Opens a window holding only the letter and prints it. False when the browser refused the window
 * (a pop-up blocker), so the caller can say so.
 */
export function printMessage(message: PrintableMessage, open: typeof window.open = window.open.bind(window)) {
  const printWindow = open('', '_blank', 'width=820,height=900');
  if (!printWindow) return false;
  printWindow.document.open();
  printWindow.document.write(printDocument(message));
  printWindow.document.close();
  setTimeout(() => {
    printWindow.focus();
    printWindow.print();
  }, PRINT_DELAY_MS);
  return true;
}
