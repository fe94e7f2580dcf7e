import { CircleCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/layouts/page-spinner';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import { safeNextPath } from '../../lib/next-path';
import { useUser } from '../../api/get-user';
import { AuthHero } from '../../features/auth/components/auth-hero';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterForm } from '../../features/auth/components/register-form';

type AuthTab = 'login' | 'register';

function VerificationAlert({ verified }: { verified: string | null }) {
  const { t } = useTranslation();
  if (verified === 'true') {
    return (
      <Alert variant="success">
        <CircleCheck aria-hidden />
        <AlertTitle>{t('auth.verifiedTitle')}</AlertTitle>
        <AlertDescription>{t('auth.verifiedText')}</AlertDescription>
      </Alert>
    );
  }
  if (verified === 'false') {
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertTitle>{t('auth.verificationFailedTitle')}</AlertTitle>
        <AlertDescription>{t('auth.verificationFailedText')}</AlertDescription>
      </Alert>
    );
  }
  return null;
}

export function AuthRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  // A just-verified address has an account to sign in to: the login form comes first then.
  const requested = searchParams.get('tab');
  const tab: AuthTab =
    requested === 'login' || (requested !== 'register' && searchParams.get('verified') === 'true')
      ? 'login'
      : 'register';

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={safeNextPath(searchParams.get('next'), paths.home.getHref())} replace />;

  // The tab lives in the URL, so "log in" links and the back button land on the right form.
  const selectTab = (value: string) =>
    setSearchParams(
      (current) => {
        current.set('tab', value);
        return current;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-2 lg:items-start">
      <div className="mx-auto grid w-full max-w-md gap-6">
        <VerificationAlert verified={searchParams.get('verified')} />
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label={t('auth.tabsLabel')} className="grid w-full grid-cols-2">
            <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
            <TabsTrigger value="register">{t('auth.registerTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <Card>
              <CardHeader>
                <CardTitle as="h1">{t('auth.login.title')}</CardTitle>
                <CardDescription>{t('auth.login.description')}</CardDescription>
              </CardHeader>
              <CardContent>
                <LoginForm />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="register">
            <Card>
              <CardHeader>
                <CardTitle as="h1">{t('auth.register.title')}</CardTitle>
                <CardDescription>{t('auth.register.description')}</CardDescription>
              </CardHeader>
              <CardContent>
                <RegisterForm />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
      </div>
      <div className="hidden lg:block">
        <AuthHero />
      </div>
    </div>
  );
}
