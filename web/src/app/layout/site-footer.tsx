import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../config/product';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border print:hidden">
      <div className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
        {t('shell.rights', { product: PRODUCT_NAME })}
      </div>
    </footer>
  );
}
