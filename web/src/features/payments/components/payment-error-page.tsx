import { ChevronDown, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { SUPPORT_EMAIL } from '@app/proto/rules/support';
import { cn } from '../../../lib/cn';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { adviceFor, knownReason } from '../utils/error-reasons';
import { PaymentLayout } from './payment-layout';
import { TryAgainActions } from './try-again-actions';
import { StatusHeading } from './status-heading';

/** A short id to quote to support, so a report can be matched with what this page showed. */
function newErrorId(): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `PAY-${Date.now().toString(36)}-${random}`.toUpperCase();
}

/** What went wrong with a payment, what to do now, and the details support will ask for. */
export function PaymentErrorPage() {
  const { t } = usePaymentTranslation();
  const [searchParams] = useSearchParams();
  const reason = knownReason(searchParams.get('reason'));
  const messageId = searchParams.get('messageId');
  // Fixed for this visit: the id and time the person reads out must match what was shown.
  const [diagnostics] = useState(() => ({
    errorId: newErrorId(),
    timestamp: new Date().toISOString(),
    url: window.location.href,
    userAgent: navigator.userAgent,
  }));
  const [open, setOpen] = useState(false);
  const params = [...searchParams.entries()];

  return (
    <PaymentLayout>
      <StatusHeading
        icon={CircleAlert}
        tone="error"
        title={t('error.title')}
        text={reason ? t(`error.reasons.${reason}`) : t('error.reasons.unknown')}
      />
      <div className="grid gap-3 rounded-xl border border-border bg-card p-5 text-sm shadow-sm">
        <h2 className="font-semibold">{t('error.instructionsTitle')}</h2>
        <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
          {adviceFor(reason).map((advice) => (
            <li key={advice}>{t(`error.instructions.${advice}`)}</li>
          ))}
        </ul>
        <p>
          {t('error.support')}{' '}
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>

      <Collapsible open={open} onOpenChange={setOpen} className="grid gap-2">
        <CollapsibleTrigger asChild>
          <Button variant="ghost" className="justify-self-start">
            <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
            {t('error.diagnostics')}
          </Button>
        </CollapsibleTrigger>
        <CollapsibleContent>
          <dl className="grid gap-2 rounded-lg bg-muted/60 p-4 font-mono text-xs break-all">
            <div>
              <dt className="font-sans font-medium">{t('error.errorId')}</dt>
              <dd>{diagnostics.errorId}</dd>
            </div>
            <div>
              <dt className="font-sans font-medium">{t('error.params')}</dt>
              <dd>
                {params.length === 0 ? (
                  t('error.noParams')
                ) : (
                  <ul aria-label={t('error.params')}>
                    {params.map(([key, value], index) => (
                      <li key={`${key}-${index}`}>
                        {key}={value}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
            <div>
              <dt className="font-sans font-medium">{t('error.url')}</dt>
              <dd>{diagnostics.url}</dd>
            </div>
            <div>
              <dt className="font-sans font-medium">{t('error.timestamp')}</dt>
              <dd>{diagnostics.timestamp}</dd>
            </div>
            <div>
              <dt className="font-sans font-medium">{t('error.userAgent')}</dt>
              <dd>{diagnostics.userAgent}</dd>
            </div>
          </dl>
        </CollapsibleContent>
      </Collapsible>

      <TryAgainActions messageId={messageId} />
    </PaymentLayout>
  );
}
