import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';

/** Holds the place of a page whose data (or code) is still on its way. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center">
      <Spinner className="size-8" label={t('common.loading')} />
    </div>
  );
}
