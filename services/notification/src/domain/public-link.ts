/** A link into the product. Appended, not resolved: a PUBLIC_URL with a path (https://example.org/legado) keeps it. */
export function publicLink(publicUrl: string, page: string, query: Record<string, string>): string {
  const url = new URL(publicUrl.replace(/\/+$/, '') + page);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
