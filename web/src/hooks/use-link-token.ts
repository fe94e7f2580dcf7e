import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { addressWithoutToken, readLinkToken } from '../lib/link-token';

/**
 * The token the page was opened with. It is read once and kept in state only; then it leaves the address
 * bar (replaceState keeps the router's own history entry state, so back and forward still work).
 */
export function useLinkToken(): string | null {
  const { hash, search } = useLocation();
  const [token] = useState(() => readLinkToken(hash, search));

  useEffect(() => {
    const address = addressWithoutToken(window.location.href);
    if (address !== null) window.history.replaceState(window.history.state, '', address);
  }, []);

  return token;
}
