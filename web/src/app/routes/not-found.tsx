import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">404 - {t('common.pageNotFound')}</h1>
      <p className="text-muted-foreground">{t('common.pageMissing')}</p>
      <Button asChild className="w-full">
        <Link to={paths.home.getHref()}>{t('common.backToHome')}</Link>
      </Button>
    </div>
  );
}
