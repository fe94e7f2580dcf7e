/** A link into the product. Appended, not resolved: a PUBLIC_URL with a path (https://example.org/legado) keeps it. */
export function publicLink(publicUrl: string, page: string, query: Record<string, string>): string {
  const url = new URL(publicUrl.replace(/\/+$/, '') + page);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * A link whose secret rides in the fragment (`#code=…`): browsers never send a fragment to a server, so no
 * proxy, access log or Referer ever holds it; the page reads it in the browser.
 */
export function publicLinkWithFragment(
  publicUrl: string,
  page: string,
  fragment: Record<string, string>,
): string {
  const url = new URL(publicUrl.replace(/\/+$/, '') + page);
  url.hash = new URLSearchParams(fragment).toString();
  return url.toString();
}
