import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function WelcomeBanner({ username }: { username: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="welcome-title"
      className="flex flex-col gap-6 rounded-2xl bg-primary p-6 text-primary-foreground shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="grid min-w-0 gap-2">
        <h1 id="welcome-title" className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {t('home.welcome', { username })}
        </h1>
        <p className="text-primary-foreground/85">{t('home.welcomeText')}</p>
      </div>
      <Button asChild size="lg" variant="secondary" className="bg-card text-primary hover:bg-primary-soft">
        <Link to={paths.createMessage.getHref()}>
          <PenLine aria-hidden />
          {t('home.createMessage')}
        </Link>
      </Button>
    </section>
  );
}
