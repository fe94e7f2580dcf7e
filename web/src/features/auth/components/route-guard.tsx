import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/layouts/page-spinner';
import { paths } from '../../../config/paths';
import { useUser } from '../../../api/get-user';

type RouteGuardProps = {
  /** A signed-out visitor goes to the auth screen. */
  requireAuth?: boolean;
  /** Anyone but an admin (signed out included) goes home. */
  adminOnly?: boolean;
};

/** A layout route that lets its child routes render only for the right people. */
export function RouteGuard({ requireAuth = false, adminOnly = false }: RouteGuardProps) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (adminOnly && user?.role !== 'admin') return <Navigate to={paths.home.getHref()} replace />;
  if (requireAuth && !user) {
    // Signing in brings them back to the page they asked for.
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.getHref({ tab: 'login', next })} replace />;
  }
  return <Outlet />;
}
