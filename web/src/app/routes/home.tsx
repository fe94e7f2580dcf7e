import { lazy, Suspense, useState } from 'react';
import { PageSpinner } from '../../components/layouts/page-spinner';
import { useUser } from '../../api/get-user';
import type * as SignedInHomeModule from './signed-in-home';

// Two chunks: a visitor's landing page never downloads the signed-in home (and its message list), and
// the other way round.
const LandingPage = lazy(async () => ({
  default: (await import('../../features/landing/components/landing-page')).LandingPage,
}));

let signedInHome: typeof SignedInHomeModule | undefined;
const loadSignedInHome = async () => (signedInHome = await import('./signed-in-home'));
const LazySignedInHome = lazy(async () => ({ default: (await loadSignedInHome()).SignedInHome }));

/**
 * The signed-in home's code, loaded before the home is first rendered (app/first-requests.ts does it for a
 * page opened with a session): rendered at once then, with no fallback in between (a fallback once shown
 * holds the content back for a moment, React's throttle of revealed boundaries).
 */
export async function preloadSignedInHome(): Promise<void> {
  await loadSignedInHome();
}

/** `/`: the signed-in user's home, or the landing page for a visitor. */
export function HomeRoute() {
  const { user, isLoading } = useUser();
  // Chosen once: the home is not remounted (its tab, its focus lost) when the code arrives later.
  const [SignedInHome] = useState(() => signedInHome?.SignedInHome ?? LazySignedInHome);
  if (isLoading) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>{user ? <SignedInHome user={user} /> : <LandingPage />}</Suspense>
  );
}
