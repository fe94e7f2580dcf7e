import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The visitor's first view: what the product is, and the two ways in. */
export function LandingHero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="landing-title"
      className="mx-auto w-full max-w-3xl px-4 pt-16 text-center sm:px-6 sm:pt-24"
    >
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('landing.eyebrow')}</p>
      <h1
        id="landing-title"
        className="mt-4 text-4xl font-semibold tracking-tight text-balance text-foreground sm:text-5xl"
      >
        {t('landing.title')}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">{t('landing.text')}</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.auth.getHref()}>{t('landing.createAccount')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.auth.getHref({ tab: 'login' })}>{t('landing.login')}</Link>
        </Button>
      </div>
    </section>
  );
}
