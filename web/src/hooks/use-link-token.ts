import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { addressWithoutToken, readLinkToken, withLinkMark } from '../lib/link-token';

/**
 * The token the page was opened with. It is read once and kept in state only; then it leaves the address
 * bar (replaceState keeps the router's own history entry state, so back and forward still work), and the entry
 * is marked as opened from a link (see linkMarkOf), so a reload can say why the link is no longer there.
 */
export function useLinkToken(): string | null {
  const { hash, search } = useLocation();
  const [token] = useState(() => readLinkToken(hash, search));

  useEffect(() => {
    const address = addressWithoutToken(window.location.href);
    if (address !== null)
      window.history.replaceState(withLinkMark(window.history.state, 'read'), '', address);
  }, []);

  return token;
}
