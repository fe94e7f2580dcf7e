import { formatDateTime } from '../../../lib/format-date';
import { CopyCodeButton } from '../../../components/message/copy-code-button';
import { displaySubject } from '../../../lib/display-subject';
import type { PayableMessage } from '../api/get-payable-message';
import { useMessageLabels } from '../hooks/use-message-labels';
import { usePaymentTranslation } from '../hooks/use-payment-translation';

/** What was paid for: to whom, what, how and when it goes, and the code that opens it. */
export function MessageDetails({ message }: { message: PayableMessage }) {
  const { t } = usePaymentTranslation();
  const labels = useMessageLabels();
  const when = message.deliveryDate
    ? formatDateTime(message.deliveryDate)
    : message.schedulingType === 'life_proof'
      ? t('details.lifeProof')
      : t('details.immediate');
  const rows = [
    { label: t('summary.recipient'), value: message.recipient },
    { label: t('details.subject'), value: displaySubject(message.subject) },
    { label: t('summary.deliveryMethod'), value: labels.deliveryMethod(message.deliveryMethod) },
    { label: t('details.deliveryDate'), value: when },
  ];
  return (
    <section
      aria-labelledby="paid-details-title"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="paid-details-title" className="font-semibold">
        {t('details.title')}
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
      {message.accessCode ? (
        <div className="grid gap-2 rounded-lg bg-muted/60 p-4 text-center">
          <p id="paid-code-label" className="text-sm font-medium text-muted-foreground">
            {t('details.accessCode')}
          </p>
          <p
            aria-labelledby="paid-code-label"
            className="font-mono text-xl font-semibold tracking-wider break-all"
            data-testid="access-code"
          >
            {message.accessCode}
          </p>
          <CopyCodeButton code={message.accessCode} withLabel className="justify-self-center" />
          <p className="text-sm text-muted-foreground">{t('details.codeNote')}</p>
        </div>
      ) : null}
    </section>
  );
}
