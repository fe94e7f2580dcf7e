import { useTranslation } from 'react-i18next';
import { ContentLayout } from '../../components/layouts/content-layout';

export function PaymentSuccessRoute() {
  const { t } = useTranslation();
  return <ContentLayout title={t('pages.paymentSuccess')} />;
}
