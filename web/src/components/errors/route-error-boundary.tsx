import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { paths } from '../../config/paths';

/** What a person sees when a screen fails to render or its code fails to load (a deploy in between, say). */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{t('errors.boundaryTitle')}</h1>
      <p className="text-muted-foreground">{t('errors.boundaryText')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()} reloadDocument>
            {t('common.backToHome')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
