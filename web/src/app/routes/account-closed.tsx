import { useQueryClient } from '@tanstack/react-query';
import { DoorClosed } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LinkPageCard } from '../../components/layouts/link-page-card';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { forgetSession } from '../../features/auth/api/logout';

/** What /account hands this page once the account is closed (the page's words are its own: any language). */
export type AccountClosedState = { closed: true };

const isClosedState = (state: unknown): state is AccountClosedState =>
  typeof state === 'object' && state !== null && (state as { closed?: unknown }).closed === true;

/**
 * `/account/closed`: where closing the account leads. It says the account is gone and what is being erased,
 * and invites no sign-in to an account that no longer exists. The browser forgets the session here, once the
 * account page (which needs a user) is gone: forgetting it there sent the route guard to the sign-in page.
 * Reached only from the account page; anyone else goes home.
 */
export function AccountClosedRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  const state: unknown = location.state;
  const closed = isClosedState(state) ? state : null;

  useEffect(() => {
    if (closed) forgetSession(queryClient);
  }, [closed, queryClient]);

  if (!closed) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <LinkPageCard icon={DoorClosed} title={t('accountClosed.title')} text={t('accountClosed.erasing')}>
      <p className="text-center text-sm text-muted-foreground">{t('accountClosed.text')}</p>
      <Button asChild className="w-full">
        <Link to={paths.home.getHref()}>{t('accountClosed.home')}</Link>
      </Button>
    </LinkPageCard>
  );
}
