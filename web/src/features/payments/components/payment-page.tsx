import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Home, ListChecks, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { displaySubject } from '../../../lib/display-subject';
import { usePayableMessage } from '../api/get-payable-message';
import { useMessageLabels } from '../hooks/use-message-labels';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { deliveryKind } from '../utils/delivery-kind';
import { loadPaymentToken, savePaymentToken } from '../../../lib/payment-token';
import { PaymentLayout } from './payment-layout';
import { PaymentPanel } from './payment-panel';
import { StatusHeading } from './status-heading';

function HomeButton() {
  const { t } = usePaymentTranslation();
  return (
    <Button asChild variant="outline" className="justify-self-center">
      <Link to={paths.home.getHref()}>
        <Home aria-hidden />
        {t('common.home')}
      </Link>
    </Button>
  );
}

/**
 * Paying for one message outside the wizard: from the sender's list (session) or a guest holding the
 * seal's payment token. The spec's optional `?deliveryType=` is not read: the server prices the message's
 * own delivery method.
 */
export function PaymentPage({ messageId }: { messageId: string }) {
  const { t } = usePaymentTranslation();
  const labels = useMessageLabels();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const linkToken = searchParams.get('paymentToken');
  const [token] = useState(() => linkToken ?? loadPaymentToken(messageId));
  const message = usePayableMessage(messageId, token);
  const [paidHere, setPaidHere] = useState(false);

  // A token that came in the address is kept for this tab and taken out of the address bar (and history).
  useEffect(() => {
    if (!linkToken) return;
    savePaymentToken(messageId, linkToken);
    const rest = new URLSearchParams(searchParams);
    rest.delete('paymentToken');
    const query = rest.toString();
    void navigate(`${paths.payment.getHref(messageId)}${query ? `?${query}` : ''}`, { replace: true });
  }, [linkToken, messageId, navigate, searchParams]);

  if (message.isPending) {
    return (
      <PaymentLayout>
        <div role="status" aria-label={t('page.loading')} className="grid gap-4">
          <div className="h-8 w-2/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-40 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
        </div>
      </PaymentLayout>
    );
  }

  if (message.isError) {
    // Signed out without a payment token (401) is told the same as a message that is not there.
    const notFound =
      message.error instanceof ApiError && (message.error.status === 404 || message.error.status === 401);
    return (
      <PaymentLayout>
        <StatusHeading
          icon={notFound ? SearchX : TriangleAlert}
          tone={notFound ? 'neutral' : 'error'}
          title={notFound ? t('page.notFound') : t('page.loadError')}
          text={notFound ? t('page.notFoundText') : t('page.loadErrorText')}
        />
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          {notFound ? null : <Button onClick={() => void message.refetch()}>{t('common.retry')}</Button>}
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>
              <ArrowLeft aria-hidden />
              {t('common.back')}
            </Link>
          </Button>
        </div>
      </PaymentLayout>
    );
  }

  const data = message.data;
  const kind = deliveryKind(data.deliveryMethod);

  if (paidHere || data.paid || !data.requiresPayment || kind === null) {
    return (
      <PaymentLayout>
        <StatusHeading
          icon={CircleCheck}
          tone="success"
          title={t('page.paidTitle')}
          text={t('page.paidText')}
        />
        <HomeButton />
      </PaymentLayout>
    );
  }

  if (!data.isSealed) {
    return (
      <PaymentLayout>
        <StatusHeading
          icon={ListChecks}
          tone="warning"
          title={t('page.unsealedTitle')}
          text={t('page.unsealedText')}
        />
        <Button asChild className="justify-self-center">
          <Link to={paths.messages.getHref()}>{t('common.viewMessages')}</Link>
        </Button>
      </PaymentLayout>
    );
  }

  return (
    <PaymentLayout>
      <Button asChild variant="ghost" className="justify-self-start">
        <Link to={paths.home.getHref()}>
          <ArrowLeft aria-hidden />
          {t('common.home')}
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>

      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <h2 className="sr-only">{t('page.summaryTitle')}</h2>
          <p className="mb-4 font-medium break-words">{displaySubject(data.subject)}</p>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('summary.recipient')}</dt>
              <dd className="font-medium break-words">{data.recipient}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('summary.messageType')}</dt>
              <dd className="font-medium">{labels.messageType(data.messageType)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('summary.deliveryMethod')}</dt>
              <dd className="font-medium">{labels.deliveryMethod(data.deliveryMethod)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <PaymentPanel
            messageId={data.id}
            deliveryMethod={data.deliveryMethod}
            paymentToken={token}
            onPaid={() => {
              setPaidHere(true);
              void queryClient.invalidateQueries({ queryKey: ['messages'] });
            }}
          />
        </CardContent>
      </Card>
    </PaymentLayout>
  );
}
