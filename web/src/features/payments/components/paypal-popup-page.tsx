import { Ban, CircleCheck, Clock, Info, RotateCcw, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { cancelOrder } from '../api/cancel-order';
import { useCaptureOrder } from '../api/capture-order';
import { useOrder } from '../api/get-order';
import { mockApprove } from '../api/mock-approve';
import { useMoney } from '../../../hooks/use-money';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { fallbackApprovalUrl, isSafeApprovalUrl } from '../utils/approval-url';
import { keepPaymentTokenFromAddress, loadApprovalUrl } from '../../../lib/payment-token';
import { postPaymentMessage, readPaymentMessage, type PaymentWindowMessage } from '../utils/window-messages';
import { PaymentLayout } from './payment-layout';
import { StatusHeading } from './status-heading';

type View =
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'success' }
  | { kind: 'pending' }
  | { kind: 'error'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'cancelRequested' };

// The spec's timings: the success view stays 3 s, a cancel 1 s, a cancel asked by the opener 3 s.
const CLOSE_AFTER_SUCCESS_MS = 3000;
const CLOSE_AFTER_CANCEL_MS = 1000;
const CLOSE_AFTER_CANCEL_REQUEST_MS = 3000;

// Orders in these states were approved: capturing them (again) is safe, the server does it once.
const APPROVED_STATUSES = new Set(['approved', 'capturing', 'paid']);

const tellOpener = (message: PaymentWindowMessage) =>
  postPaymentMessage(window.opener as Window | null, message);

/** The PayerID PayPal (or our simulated approval) put into the address it sends the buyer back to. */
function payerIdOf(returnUrl: string | null): string | null {
  if (!returnUrl) return null;
  try {
    return new URL(returnUrl, window.location.origin).searchParams.get('PayerID');
  } catch {
    return null;
  }
}

/**
 * The PayPal window opened over the wizard: approve, capture, tell the page that opened it, close. Back
 * from PayPal's approval (`token` and `PayerID` in the address) it captures at once.
 */
export function PaypalPopupPage() {
  const { t } = usePaymentTranslation();
  const money = useMoney();
  const [searchParams] = useSearchParams();
  // PayPal's `token` is the order id; the popup's own address carries `orderId`.
  const orderId = searchParams.get('orderId') ?? searchParams.get('token') ?? '';
  const returnedPayerId =
    searchParams.get('token') && searchParams.get('cancelled') !== 'true'
      ? searchParams.get('PayerID')
      : null;
  // Before the order is asked for: a guest payer's token comes in the popup's address.
  useState(() => keepPaymentTokenFromAddress(orderId));
  const order = useOrder(orderId, { enabled: orderId !== '' });
  const capture = useCaptureOrder();
  const [view, setView] = useState<View>({ kind: 'ready' });
  // One payment per window, whatever is clicked twice or rendered twice.
  const started = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const closeAfter = (ms: number) => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => window.close(), ms);
  };

  function fail(error: unknown) {
    const message = serverMessage(error) ?? t('errors.capture');
    setView({ kind: 'error', message });
    tellOpener({ type: 'PAYMENT_ERROR', error: message });
  }

  function runCapture(payerId: string | null) {
    capture.mutate(
      { orderId, payerId },
      {
        onSuccess: (result) => {
          if (result.status === 'paid') {
            setView({ kind: 'success' });
            tellOpener({
              type: 'PAYMENT_SUCCESS',
              paymentId: result.paymentId ?? '',
              details: result.details,
            });
          } else {
            setView({ kind: 'pending' });
            tellOpener({
              type: 'PAYMENT_SUCCESS',
              paymentId: '',
              details: { status: 'pending', messageId: result.messageId },
            });
          }
          closeAfter(CLOSE_AFTER_SUCCESS_MS);
        },
        onError: fail,
      },
    );
  }

  /** Simulated mode: approve on our own stand-in for PayPal's page, then capture. */
  function completeNow() {
    if (started.current) return;
    started.current = true;
    setView({ kind: 'working' });
    mockApprove(orderId)
      .then(({ returnUrl }) => runCapture(payerIdOf(returnUrl)))
      .catch(fail);
  }

  /** Sandbox or live: this window goes to PayPal, which brings it back here with `token` and `PayerID`. */
  function approveAtPaypal() {
    if (started.current || !order.data) return;
    const target = loadApprovalUrl(orderId) ?? fallbackApprovalUrl(orderId, order.data.mode);
    if (!isSafeApprovalUrl(target)) {
      setView({ kind: 'error', message: t('errors.processing') });
      return;
    }
    started.current = true;
    setView({ kind: 'working' });
    window.location.assign(target);
  }

  function cancel() {
    if (started.current) return;
    started.current = true;
    void cancelOrder(orderId).catch(() => undefined);
    setView({ kind: 'cancelled' });
    tellOpener({ type: 'PAYMENT_CANCEL' });
    closeAfter(CLOSE_AFTER_CANCEL_MS);
  }

  // Back from the approval, or an order already approved: capture without waiting for a click.
  const data = order.data;
  const shouldCaptureAtOnce =
    data !== undefined && (returnedPayerId !== null || APPROVED_STATUSES.has(data.status));
  useEffect(() => {
    if (!shouldCaptureAtOnce || started.current) return;
    started.current = true;
    runCapture(returnedPayerId);
    // `runCapture` only starts the capture; it must run once, when the order is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldCaptureAtOnce]);

  // The buyer cancelled on PayPal's page, which sends this window back with `cancelled=true`.
  const cancelledAtPaypal = searchParams.get('cancelled') === 'true';
  useEffect(() => {
    if (cancelledAtPaypal && orderId) cancel();
    // `cancel` runs once, guarded by `started`, when PayPal brings the buyer back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cancelledAtPaypal, orderId]);

  // The page that opened this window may ask to stop (its cancel button); only our own origin may ask.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (readPaymentMessage(event)?.type !== 'PAYMENT_CANCEL_REQUEST' || started.current) return;
      started.current = true;
      void cancelOrder(orderId).catch(() => undefined);
      setView({ kind: 'cancelRequested' });
      closeAfter(CLOSE_AFTER_CANCEL_REQUEST_MS);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [orderId]);

  const closeButton = (
    <Button variant="outline" onClick={() => window.close()}>
      <X aria-hidden />
      {t('popup.close')}
    </Button>
  );

  if (!orderId) {
    return (
      <PaymentLayout>
        <StatusHeading icon={TriangleAlert} tone="error" title={t('popup.missingOrderId')} />
        <div className="flex justify-center">{closeButton}</div>
      </PaymentLayout>
    );
  }

  if (view.kind === 'success' || view.kind === 'pending') {
    return (
      <PaymentLayout>
        <StatusHeading
          icon={view.kind === 'success' ? CircleCheck : Clock}
          tone={view.kind === 'success' ? 'success' : 'warning'}
          title={view.kind === 'success' ? t('popup.successTitle') : t('popup.pendingTitle')}
          text={t('popup.closingSoon')}
        />
      </PaymentLayout>
    );
  }

  if (view.kind === 'cancelled' || view.kind === 'cancelRequested') {
    return (
      <PaymentLayout>
        <StatusHeading
          icon={Ban}
          tone="neutral"
          title={view.kind === 'cancelled' ? t('popup.cancelledTitle') : t('popup.cancelRequestTitle')}
          text={t('popup.closingSoon')}
        />
      </PaymentLayout>
    );
  }

  if (view.kind === 'error' || order.isError || data?.status === 'cancelled' || data?.status === 'failed') {
    const message =
      view.kind === 'error'
        ? view.message
        : order.isError
          ? (serverMessage(order.error) ?? t('popup.orderError'))
          : t('popup.orderClosed');
    return (
      <PaymentLayout>
        <StatusHeading icon={TriangleAlert} tone="error" title={t('popup.errorTitle')} text={message} />
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden />
            {t('popup.retry')}
          </Button>
          {closeButton}
        </div>
      </PaymentLayout>
    );
  }

  if (!data || view.kind === 'working' || shouldCaptureAtOnce) {
    return (
      <PaymentLayout>
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner
            className="size-8"
            label={view.kind === 'working' ? t('popup.processing') : t('popup.loading')}
          />
        </div>
      </PaymentLayout>
    );
  }

  return (
    <PaymentLayout>
      <h1 className="text-2xl font-semibold tracking-tight">{t('popup.title')}</h1>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          {data.amountCents !== null ? (
            <p className="flex items-baseline justify-between gap-4">
              <span className="text-muted-foreground">{t('price.total')}</span>
              <span className="text-xl font-semibold tabular-nums">{money(data.amountCents)}</span>
            </p>
          ) : null}
          {data.mode === 'simulated' ? (
            <Alert>
              <Info aria-hidden />
              <AlertTitle>{t('methods.simulated')}</AlertTitle>
              <AlertDescription>{t('methods.simulatedText')}</AlertDescription>
            </Alert>
          ) : null}
          <Button size="lg" onClick={data.mode === 'simulated' ? completeNow : approveAtPaypal}>
            {t('popup.completeNow')}
          </Button>
          <Button variant="ghost" onClick={cancel}>
            {t('popup.cancel')}
          </Button>
        </CardContent>
      </Card>
    </PaymentLayout>
  );
}
