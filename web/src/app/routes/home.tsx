import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/layouts/page-spinner';
import { useUser } from '../../api/get-user';

// Two chunks: a visitor's landing page never downloads the signed-in home (and its message list), and
// the other way round.
const LandingPage = lazy(async () => ({
  default: (await import('../../features/landing/components/landing-page')).LandingPage,
}));
const SignedInHome = lazy(async () => ({
  default: (await import('./signed-in-home')).SignedInHome,
}));

/** `/`: the signed-in user's home, or the landing page for a visitor. */
export function HomeRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>{user ? <SignedInHome user={user} /> : <LandingPage />}</Suspense>
  );
}
