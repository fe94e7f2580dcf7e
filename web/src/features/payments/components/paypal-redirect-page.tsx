import { ExternalLink, Home, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { fallbackApprovalUrl, isSafeApprovalUrl } from '../utils/approval-url';
import { loadApprovalUrl } from '../../../lib/payment-token';
import { PaymentLayout } from './payment-layout';
import { StatusHeading } from './status-heading';

/** Sends the browser to PayPal's approval page for the order; PayPal brings it back to /payment-success. */
export function PaypalRedirectPage() {
  const { t } = usePaymentTranslation();
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId') ?? '';
  const stored = orderId ? loadApprovalUrl(orderId) : null;
  // Without the address kept when the order was made (another tab, a reload elsewhere), the order's mode says it.
  const order = useOrder(orderId, { enabled: orderId !== '' && stored === null });
  const target = stored ?? (order.data ? fallbackApprovalUrl(orderId, order.data.mode) : null);
  const safeTarget = target && isSafeApprovalUrl(target) ? target : null;
  const left = useRef(false);

  useEffect(() => {
    if (!safeTarget || left.current) return;
    left.current = true;
    window.location.assign(safeTarget);
  }, [safeTarget]);

  if (!orderId || order.isError || (target !== null && safeTarget === null)) {
    return (
      <PaymentLayout>
        <StatusHeading
          icon={TriangleAlert}
          tone="error"
          title={t('redirect.errorTitle')}
          text={orderId ? t('redirect.errorText') : t('popup.missingOrderId')}
        />
        <Button asChild className="justify-self-center">
          <Link to={paths.home.getHref()}>
            <Home aria-hidden />
            {t('common.home')}
          </Link>
        </Button>
      </PaymentLayout>
    );
  }

  return (
    <PaymentLayout>
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <Spinner className="size-8" />
        <h1 className="text-2xl font-semibold tracking-tight">{t('redirect.title')}</h1>
        <p className="text-muted-foreground">{t('redirect.text')}</p>
      </div>
      {safeTarget ? (
        <Button asChild variant="outline" className="justify-self-center">
          <a href={safeTarget}>
            <ExternalLink aria-hidden />
            {t('redirect.manual')}
          </a>
        </Button>
      ) : null}
    </PaymentLayout>
  );
}
