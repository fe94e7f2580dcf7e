/**
 * The download's name: the prefix and the subject, lower case, accents dropped, anything but a-z and
 * 0-9 turned into single dashes ("¡Feliz cumpleaños, Ana!" → "mensaje-feliz-cumpleanos-ana.txt").
 */
export function messageFileName(prefix: string, subject: string, extension: 'txt' | 'pdf' = 'txt'): string {
  const slug = subject
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `${prefix}-${slug}.${extension}` : `${prefix}.${extension}`;
}

export type MessageTextInput = {
  labels: { subject: string; to: string; from: string; date: string };
  subject: string;
  recipient: string;
  from: string;
  date: string;
  content: string;
};

/** The plain-text letter: the header lines, a blank line, then the body as written. */
export function messageText({ labels, subject, recipient, from, date, content }: MessageTextInput): string {
  return [
    `${labels.subject}: ${subject}`,
    `${labels.to}: ${recipient}`,
    `${labels.from}: ${from}`,
    `${labels.date}: ${date}`,
    '',
    content.replace(/\r\n?/g, '\n'),
    '',
  ].join('\n');
}

/** Starts the download of a text file from the page itself (nothing is sent anywhere). */
export function downloadTextFile(fileName: string, text: string): void {
  downloadFile(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}

/** Hands the browser a file to save under `fileName`. */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
