import { Check, CircleAlert, Copy, ShieldCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/use-toast';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useMailAuthentication } from '../api/mail-authentication';
import { useAdminTranslation } from '../hooks/use-admin-translation';

/** Copies one record's value exactly, so a long DKIM key reaches the DNS provider whole. */
function CopyValueButton({ kind, value }: { kind: string; value: string }) {
  const { t } = useAdminTranslation();
  const { toast } = useToast();
  const { copied, copy } = useCopyToClipboard();
  const onCopy = async () => {
    if (!(await copy(value))) toast({ variant: 'destructive', title: t('mailAuth.copyError') });
  };
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        onClick={() => void onCopy()}
        aria-label={copied ? t('mailAuth.copied') : t('mailAuth.copy', { kind })}
        title={t('mailAuth.copy', { kind })}
        className={cn('shrink-0', copied && 'border-success-border text-success-strong')}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      </Button>
      {/* Announced by screen readers, which do not notice the icon changing. */}
      <span aria-live="polite" className="sr-only">
        {copied ? t('mailAuth.copied') : ''}
      </span>
    </>
  );
}

/**
 * Whether every e-mail leaves DKIM-signed, and the TXT records the operator publishes for the From domain so
 * that mailbox providers trust it (SPF, DKIM, DMARC): values to copy as they are.
 */
export function MailAuthenticationCard() {
  const { t } = useAdminTranslation();
  const query = useMailAuthentication();
  const found = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('mailAuth.title')}</CardTitle>
        <CardDescription>{t('mailAuth.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('mailAuth.loadError')}</AlertTitle>
            {serverMessage(query.error) ? (
              <AlertDescription>{serverMessage(query.error)}</AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {found ? (
          <>
            <Alert variant={found.signed ? 'success' : 'warning'}>
              {found.signed ? <ShieldCheck aria-hidden /> : <CircleAlert aria-hidden />}
              <AlertTitle>
                {found.signed
                  ? t('mailAuth.signed', { domain: found.domain })
                  : t('mailAuth.unsigned', { domain: found.domain })}
              </AlertTitle>
              <AlertDescription>
                {found.signed ? t('mailAuth.signedText') : t('mailAuth.unsignedText')}
              </AlertDescription>
            </Alert>
            <ul aria-label={t('mailAuth.records')} className="grid gap-2">
              {found.records.map((record) => (
                <li
                  key={`${record.kind}-${record.name}`}
                  className="grid gap-1 rounded-lg border border-border bg-card px-4 py-3"
                >
                  <span className="text-sm font-medium">
                    {record.kind} · {record.type} · <span className="break-all">{record.name}</span>
                  </span>
                  <div className="flex items-start gap-2">
                    <code className="block min-w-0 flex-1 rounded bg-muted px-2 py-1 font-mono text-xs break-all select-all">
                      {record.value}
                    </code>
                    <CopyValueButton kind={record.kind} value={record.value} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : query.isPending ? (
          <div role="status" className="h-24 animate-pulse rounded-lg bg-muted">
            <span className="sr-only">{t('status.refreshing')}</span>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
