import { LogOut, Shield, UserRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/use-toast';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { useUser, type User } from '../../api/get-user';
import { forgetSession, useLogout } from '../../features/auth/api/logout';
import { serverMessage } from '../../lib/api-client';

const FreeDeliveriesBadge = lazy(async () => ({
  default: (await import('./free-deliveries-badge')).FreeDeliveriesBadge,
}));

function SignedInActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const logout = useLogout();

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        // Leave first: on a signed-in-only page, forgetting the user at once would make the route guard
        // send the person to /auth instead of home. Forgotten however the move ends: nothing of theirs stays.
        const forget = () => forgetSession(queryClient);
        void Promise.resolve(navigate(paths.home.getHref(), { replace: true })).then(forget, forget);
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('shell.logoutError'), description: serverMessage(error) }),
    });

  return (
    <>
      <span className="hidden max-w-48 truncate text-sm text-muted-foreground md:inline">
        {t('shell.greeting', { username: user.username })}
      </span>
      {user.freeDeliveries !== null && user.freeDeliveries > 0 ? (
        <Suspense fallback={null}>
          <FreeDeliveriesBadge count={user.freeDeliveries} />
        </Suspense>
      ) : null}
      {user.role === 'admin' ? (
        <Button asChild variant="ghost" size="sm" className="max-sm:min-w-11">
          <Link to={paths.admin.getHref()}>
            <Shield aria-hidden />
            <span className="sr-only sm:not-sr-only">{t('shell.admin')}</span>
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="ghost" size="sm" className="max-sm:min-w-11">
        <Link to={paths.account.getHref()}>
          <UserRound aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('shell.account')}</span>
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="max-sm:min-w-11"
        onClick={onLogout}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('shell.logout')}</span>
      </Button>
    </>
  );
}

function SignedOutActions() {
  const { t } = useTranslation();
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="max-sm:px-2">
        <Link to={paths.auth.getHref({ tab: 'login' })}>{t('shell.login')}</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={paths.auth.getHref()}>{t('shell.register')}</Link>
      </Button>
    </>
  );
}

export function TopBar() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75 print:hidden">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link
          to={paths.home.getHref()}
          aria-label={t('shell.homeLink', { product: PRODUCT_NAME })}
          className="mr-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          {/* On phones the bar keeps the mark and drops the name, so every control fits at 360 px. */}
          <Logo wordmarkClassName="hidden sm:inline" />
        </Link>
        <LanguageSwitch />
        {/* Nothing until the user is known, so a signed-in user never sees "log in" flash by. */}
        {isLoading ? null : user ? <SignedInActions user={user} /> : <SignedOutActions />}
      </div>
    </header>
  );
}
