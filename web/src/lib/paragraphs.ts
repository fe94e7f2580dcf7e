/**
 * Paragraphs as the sender wrote them: a blank line starts a new paragraph; a single line break stays a
 * line break inside it (rendered with `whitespace-pre-line`). Windows line endings are read the same.
 */
export function paragraphsOf(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
