import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function ClosingCallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="closing-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-sm sm:px-12">
        <h2
          id="closing-title"
          className="max-w-2xl text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
        >
          {t('landing.closing.title')}
        </h2>
        <p className="max-w-xl text-pretty text-primary-foreground/85">{t('landing.closing.text')}</p>
        <Button asChild size="lg" variant="secondary" className="bg-card text-primary hover:bg-primary-soft">
          <Link to={paths.auth.getHref()}>{t('landing.closing.action')}</Link>
        </Button>
      </div>
    </section>
  );
}
