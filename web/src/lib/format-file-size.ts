const MB = 1024 * 1024;

/** 1,5 MB / 820 KB: an attachment in the list, an archive ready to download. */
export function formatFileSize(bytes: number, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return bytes >= MB
    ? `${format.format(bytes / MB)} MB`
    : `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
