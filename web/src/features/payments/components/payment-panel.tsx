import { priceOf } from '@app/proto/rules/prices';
import { CreditCard, ExternalLink, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { fieldOf, statusOf } from '../api/api-error-details';
import { useCreateOrder, type PaymentFlow } from '../api/create-order';
import { useFreeDeliveries } from '../api/get-free-deliveries';
import { useGateways } from '../api/get-gateways';
import { useSpendFreeDelivery } from '../api/use-free-delivery';
import type { AppliedDiscount } from '../api/validate-discount';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { deliveryKind } from '../utils/delivery-kind';
import { paymentTokenFragment, saveApprovalUrl, saveOrderPaymentToken } from '../../../lib/payment-token';
import { postPaymentMessage, readPaymentMessage } from '../utils/window-messages';
import { DiscountCodeEntry } from './discount-code-entry';
import { FreeDeliveryOffer } from './free-delivery-offer';
import { PriceSummary } from './price-summary';

export type PaymentOutcome = { pending: boolean };

type PaymentPanelProps = {
  messageId: string;
  /** The message's delivery method ("email", "postal"…): it sets the price. */
  deliveryMethod: string;
  paymentToken: string | null;
  /** Also offer paying in a PayPal window over this page (the wizard); the page always offers the redirect. */
  allowPopup?: boolean;
  /** Paid without leaving the page: in the popup, or nothing was left to pay. */
  onPaid: (outcome: PaymentOutcome) => void;
  onCancel?: () => void;
  /** The panel is the page's main content in the wizard (an h1); below the page's own title elsewhere (h2). */
  headingLevel?: 1 | 2;
};

const POPUP_NAME = 'legado-paypal';
const POPUP_FEATURES = 'popup,width=480,height=720';
// The spec's pause before going home, so the toast about the free delivery can be read.
const FREE_DELIVERY_REDIRECT_MS = 1000;
// A popup the person closes by hand sends no message; checking it is the only way to know.
const POPUP_CLOSED_CHECK_MS = 1000;

/**
 * Paying for one message: a free delivery when one is left, a discount code, and PayPal, by leaving for
 * its page or in a window over this one. Used by the wizard after sealing and by the payment page.
 */
export function PaymentPanel({
  messageId,
  deliveryMethod,
  paymentToken,
  allowPopup = false,
  onPaid,
  onCancel,
  headingLevel = 2,
}: PaymentPanelProps) {
  const { t } = usePaymentTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const gateways = useGateways();
  const kind = deliveryKind(deliveryMethod);
  const freeDeliveries = useFreeDeliveries({ enabled: kind === 'email' });
  const spendFree = useSpendFreeDelivery();
  const createOrder = useCreateOrder();
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const [discountError, setDiscountError] = useState<string | undefined>(undefined);
  const [popup, setPopup] = useState<Window | null>(null);
  const [popupProblem, setPopupProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const waitingRef = useRef<HTMLHeadingElement>(null);
  const homeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The popup's listener outlives renders; it calls the latest callback, not the first one.
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });

  useEffect(() => () => clearTimeout(homeTimer.current), []);

  useEffect(() => {
    if (gateways.isError) toast({ variant: 'destructive', title: t('methods.loadError') });
  }, [gateways.isError, t, toast]);

  // While the PayPal window is open, its news arrive as window messages from our own origin only.
  useEffect(() => {
    if (!popup) return;
    waitingRef.current?.focus();
    const onMessage = (event: MessageEvent) => {
      const message = readPaymentMessage(event);
      if (!message) return;
      if (message.type === 'PAYMENT_SUCCESS') {
        setPopup(null);
        const details = message.details as { status?: unknown } | null | undefined;
        onPaidRef.current({ pending: details?.status === 'pending' });
      } else if (message.type === 'PAYMENT_ERROR') {
        setPopup(null);
        setPopupProblem(message.error || t('errors.processing'));
      } else if (message.type === 'PAYMENT_CANCEL') {
        setPopup(null);
        toast({ title: t('popupWait.cancelled') });
      }
    };
    const closedCheck = setInterval(() => {
      if (popup.closed) {
        setPopup(null);
        setPopupProblem(t('popupWait.closed'));
      }
    }, POPUP_CLOSED_CHECK_MS);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedCheck);
    };
  }, [popup, t, toast]);

  if (kind === null) return null;
  const baseCents = priceOf(kind).baseCents;
  const paypal = gateways.data?.gateways.find((gateway) => gateway.id === 'paypal');
  const busy = createOrder.isPending || spendFree.isPending || leaving || popup !== null;
  const freeCount = kind === 'email' ? (freeDeliveries.data ?? 0) : 0;

  function takeFreeDelivery() {
    spendFree.mutate(
      { messageId, paymentToken },
      {
        onSuccess: () => {
          setLeaving(true);
          toast({ title: t('freeDelivery.used'), description: t('freeDelivery.usedText') });
          homeTimer.current = setTimeout(
            () => void navigate(paths.home.getHref()),
            FREE_DELIVERY_REDIRECT_MS,
          );
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('freeDelivery.error'),
            description: serverMessage(error),
          }),
      },
    );
  }

  function pay(flow: PaymentFlow) {
    setPopupProblem(null);
    // Opened at once, inside the click: a window opened after the order arrives would be blocked.
    const opened = flow === 'popup' ? window.open('', POPUP_NAME, POPUP_FEATURES) : null;
    if (flow === 'popup' && !opened) {
      setPopupProblem(t('popupWait.blocked'));
      return;
    }
    createOrder.mutate(
      { messageId, flow, discountCode: discount?.code, paymentToken },
      {
        onSuccess: (order) => {
          if (order.completed) {
            opened?.close();
            onPaid({ pending: false });
            return;
          }
          if (!order.orderId) {
            opened?.close();
            toast({
              variant: 'destructive',
              title: t('errors.createOrder'),
              description: t('errors.noOrderId'),
            });
            return;
          }
          if (opened) {
            // The popup's storage was copied when it opened, before this order: its token rides in the fragment.
            opened.location.href = `${paths.paypalPopup.getHref(order.orderId)}${paymentTokenFragment(paymentToken)}`;
            setPopup(opened);
            return;
          }
          if (order.approvalUrl) saveApprovalUrl(order.orderId, order.approvalUrl);
          if (paymentToken) saveOrderPaymentToken(order.orderId, paymentToken);
          setLeaving(true);
          void navigate(paths.paypalRedirect.getHref({ orderId: order.orderId, messageId }));
        },
        onError: (error) => {
          opened?.close();
          const status = statusOf(error);
          if (fieldOf(error) === 'discountCode') {
            // The code stopped applying since it was checked (expired, used up): back to the full price.
            setDiscount(null);
            setDiscountError(serverMessage(error) ?? t('discount.invalid'));
            return;
          }
          if (status !== undefined && status >= 400 && status < 500) {
            toast({
              variant: 'destructive',
              title: t('errors.createOrder'),
              description: serverMessage(error) ?? t('errors.processing'),
            });
            return;
          }
          // PayPal or our server failed: the error page explains and keeps the diagnostics.
          void navigate(
            paths.paymentError.getHref({
              reason: status === 503 ? 'paypal_unavailable' : 'paypal_auth_error',
              messageId,
            }),
          );
        },
      },
    );
  }

  function cancelPopup() {
    postPaymentMessage(popup, { type: 'PAYMENT_CANCEL_REQUEST' });
    setPopup(null);
  }

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="payment-panel-title" className="grid gap-6">
      <div className="grid gap-1">
        <Heading id="payment-panel-title" className="text-xl font-semibold tracking-tight">
          {t('panel.title')}
        </Heading>
        <p className="text-sm text-muted-foreground">{t('panel.intro')}</p>
      </div>

      {freeCount > 0 ? (
        <FreeDeliveryOffer
          count={freeCount}
          pending={spendFree.isPending}
          disabled={busy}
          onUse={takeFreeDelivery}
        />
      ) : null}

      <PriceSummary baseCents={baseCents} discount={discount} />

      <DiscountCodeEntry
        deliveryType={kind}
        applied={discount}
        disabled={busy}
        externalError={discountError}
        onApply={(applied) => {
          setDiscountError(undefined);
          setDiscount(applied);
        }}
        onRemove={() => setDiscount(null)}
      />

      <section aria-labelledby="payment-methods-title" className="grid gap-3">
        <h3 id="payment-methods-title" className="font-semibold">
          {t('methods.title')}
        </h3>
        {gateways.isPending ? (
          <div className="h-24 animate-pulse rounded-lg bg-muted motion-reduce:animate-none" aria-hidden />
        ) : gateways.isError ? (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden />
            <AlertTitle>{t('methods.loadError')}</AlertTitle>
            <AlertDescription>
              <div>
                <Button size="sm" variant="outline" onClick={() => void gateways.refetch()}>
                  {t('methods.retry')}
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : !paypal ? (
          <Alert variant="warning">
            <Info aria-hidden />
            <AlertTitle>{t('methods.notAvailable')}</AlertTitle>
            <AlertDescription>{t('methods.notAvailableText')}</AlertDescription>
          </Alert>
        ) : popup ? (
          <div className="grid gap-3 rounded-lg border border-border p-4" role="status">
            <h4 ref={waitingRef} tabIndex={-1} className="flex items-center gap-2 font-medium outline-none">
              <Spinner />
              {t('popupWait.title')}
            </h4>
            <p className="text-sm text-muted-foreground">{t('popupWait.text')}</p>
            <Button variant="outline" onClick={cancelPopup} className="justify-self-start">
              <X aria-hidden />
              {t('popupWait.cancel')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-3 rounded-lg border border-border p-4">
            <p className="flex items-center gap-2 font-medium">
              <CreditCard aria-hidden className="size-4.5 text-muted-foreground" />
              {paypal.name}
            </p>
            <p className="text-sm text-muted-foreground">{t('methods.paypalText')}</p>
            {gateways.data.mode === 'simulated' ? (
              <Alert>
                <Info aria-hidden />
                <AlertTitle>{t('methods.simulated')}</AlertTitle>
                <AlertDescription>{t('methods.simulatedText')}</AlertDescription>
              </Alert>
            ) : null}
            {popupProblem ? (
              <Alert variant="destructive">
                <TriangleAlert aria-hidden />
                <AlertTitle>{t('popupWait.problemTitle')}</AlertTitle>
                <AlertDescription>{popupProblem}</AlertDescription>
              </Alert>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => pay('redirect')} disabled={busy}>
                {createOrder.isPending || leaving ? <Spinner className="text-current" /> : null}
                {t('methods.payRedirect')}
              </Button>
              {allowPopup ? (
                <Button variant="outline" onClick={() => pay('popup')} disabled={busy}>
                  <ExternalLink aria-hidden />
                  {t('methods.payPopup')}
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </section>

      {onCancel ? (
        <div className="border-t border-border pt-5">
          <Button
            variant="ghost"
            onClick={() => {
              if (popup) cancelPopup();
              onCancel();
            }}
            disabled={spendFree.isPending || leaving}
          >
            {t('panel.cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
