import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, Home, Inbox, ListChecks, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { reasonOf } from '../api/api-error-details';
import { useCaptureOrder } from '../api/capture-order';
import { usePayableMessage } from '../api/get-payable-message';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { knownReason } from '../utils/error-reasons';
import { loadPaymentToken } from '../../../lib/payment-token';
import { MessageDetails } from './message-details';
import { PaymentLayout } from './payment-layout';
import { StatusHeading } from './status-heading';

type Capture =
  | { kind: 'capturing' }
  | { kind: 'paid'; messageId: string }
  | { kind: 'pending' }
  | { kind: 'failed'; message: string; reason: string };

// The spec's pause on a failed capture before the error page, so the person sees what happened.
const CAPTURE_ERROR_REDIRECT_MS = 3000;

function Actions() {
  const { t } = usePaymentTranslation();
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <Button asChild>
        <Link to={paths.home.getHref()}>
          <Home aria-hidden />
          {t('common.home')}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.messages.getHref()}>
          <ListChecks aria-hidden />
          {t('common.viewMessages')}
        </Link>
      </Button>
    </div>
  );
}

/** The paid message's details, or a notice that they could not be loaded (the payment still went through). */
function PaidMessage({ messageId }: { messageId: string }) {
  const { t } = usePaymentTranslation();
  const message = usePayableMessage(messageId, loadPaymentToken(messageId), { enabled: messageId !== '' });
  if (messageId !== '' && message.isPending) {
    return <div aria-hidden className="h-48 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />;
  }
  if (message.data) return <MessageDetails message={message.data} />;
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden />
      <AlertTitle>{t('success.detailsErrorTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('success.detailsErrorText')}</p>
        {messageId ? <p>{t('success.messageId', { messageId })}</p> : null}
      </AlertDescription>
    </Alert>
  );
}

/** Where PayPal sends the buyer back: capture the approved order, then show what was paid for. */
export function PaymentSuccessPage() {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('token');
  const payerId = searchParams.get('PayerID');
  const queryMessageId = searchParams.get('messageId') ?? '';
  const { mutate: runCapture } = useCaptureOrder();
  const [state, setState] = useState<Capture>({ kind: 'capturing' });
  const started = useRef(false);

  useEffect(() => {
    if (!orderId || started.current) return;
    started.current = true;
    runCapture(
      { orderId, payerId },
      {
        onSuccess: (result) => {
          // The list and the free-delivery count change with a paid message.
          void queryClient.invalidateQueries({ queryKey: ['messages'] });
          setState(
            result.status === 'paid'
              ? { kind: 'paid', messageId: result.messageId ?? queryMessageId }
              : { kind: 'pending' },
          );
        },
        onError: (error) =>
          setState({
            kind: 'failed',
            message: serverMessage(error) ?? t('errors.capture'),
            // The error page explains the server's reason when it knows it, else the spec's capture_error.
            reason: knownReason(reasonOf(error)) ?? 'capture_error',
          }),
      },
    );
  }, [runCapture, orderId, payerId, queryClient, queryMessageId, t]);

  const failedReason = state.kind === 'failed' ? state.reason : null;
  useEffect(() => {
    if (!failedReason) return;
    const timer = setTimeout(
      () =>
        void navigate(paths.paymentError.getHref({ reason: failedReason, messageId: queryMessageId }), {
          replace: true,
        }),
      CAPTURE_ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [failedReason, navigate, queryMessageId]);

  if (!orderId) {
    return (
      <PaymentLayout>
        <StatusHeading
          icon={Inbox}
          tone="neutral"
          title={t('success.noneTitle')}
          text={t('success.noneText')}
        />
        <Actions />
      </PaymentLayout>
    );
  }

  if (state.kind === 'capturing') {
    return (
      <PaymentLayout>
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3">
          <Spinner className="size-8" />
          <p role="status">{t('success.capturing')}</p>
        </div>
      </PaymentLayout>
    );
  }

  if (state.kind === 'failed') {
    return (
      <PaymentLayout>
        <StatusHeading icon={TriangleAlert} tone="error" title={t('errors.capture')} text={state.message} />
        <p className="text-center text-sm text-muted-foreground" role="status">
          {t('success.redirectingToError')}
        </p>
      </PaymentLayout>
    );
  }

  if (state.kind === 'pending') {
    return (
      <PaymentLayout>
        <StatusHeading
          icon={Clock}
          tone="warning"
          title={t('success.pendingTitle')}
          text={t('success.pendingText')}
        />
        <Actions />
      </PaymentLayout>
    );
  }

  return (
    <PaymentLayout>
      <StatusHeading icon={CircleCheck} tone="success" title={t('success.title')} text={t('success.text')} />
      <PaidMessage messageId={state.messageId} />
      <Actions />
    </PaymentLayout>
  );
}
