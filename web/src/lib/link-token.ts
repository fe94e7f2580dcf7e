const TOKEN = 'token';

const clean = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** An e-mail link's token: `#token=` (the link's form), else `?token=`; null when there is none. */
export function readLinkToken(hash: string, search: string): string | null {
  return (
    clean(new URLSearchParams(hash.replace(/^#/, '')).get(TOKEN)) ??
    clean(new URLSearchParams(search).get(TOKEN))
  );
}

/**
 * The address without its token (path, what else the query and the fragment hold), or null when it has
 * none, so the token does not stay in the address bar, the history, or a bookmark.
 */
export function addressWithoutToken(href: string): string | null {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const inFragment = fragment.has(TOKEN);
  const inQuery = url.searchParams.has(TOKEN);
  if (!inFragment && !inQuery) return null;
  if (inFragment) {
    fragment.delete(TOKEN);
    url.hash = fragment.toString();
  }
  url.searchParams.delete(TOKEN);
  return `${url.pathname}${url.search}${url.hash}`;
}

// Kept in the history entry's state, which a reload keeps: the token itself is gone from the address, so a page
// reloaded afterwards can still say why it has no link, rather than call it invalid.
const MARK = 'legadoLink';

/** What became of the link this history entry was opened with: its token was read, or it was answered. */
export type LinkMark = 'read' | 'answered';

export function linkMarkOf(state: unknown): LinkMark | null {
  if (typeof state !== 'object' || state === null) return null;
  const mark = (state as Record<string, unknown>)[MARK];
  return mark === 'read' || mark === 'answered' ? mark : null;
}

/** The history state with the link's mark, the router's own entries kept. */
export function withLinkMark(state: unknown, mark: LinkMark): Record<string, unknown> {
  return { ...(typeof state === 'object' && state !== null ? state : {}), [MARK]: mark };
}
