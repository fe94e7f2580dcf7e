/**
 * A name or address line as it is printed on letters and in e-mails: control and format characters (which a
 * form should never carry) become spaces, runs of spaces one, and the ends are trimmed.
 */
export function oneLine(value: string | undefined): string {
  return (value ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
