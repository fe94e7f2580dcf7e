import { CircleAlert } from 'lucide-react';
import { BOUNCE_CAUSES, blocksNeedLook } from '@app/proto/rules/bounce-causes';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { serverMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';
import { useMailOutcomes, type MailOutcomes } from '../api/mail-outcomes';
import { useAdminTranslation } from '../hooks/use-admin-translation';

type Day = MailOutcomes['days'][number];

/** A day's failures as words ("2 dirección inexistente · 1 bloqueado"), or a dash when none came back. */
function FailedCell({ day }: { day: Day }) {
  const { t } = useAdminTranslation();
  const number = new Intl.NumberFormat(currentLanguage());
  const parts = BOUNCE_CAUSES.filter((cause) => day.failed[cause] > 0).map(
    (cause) =>
      `${number.format(day.failed[cause])} ${t(`mailOutcomes.cause.${cause}`, { count: day.failed[cause] })}`,
  );
  return <>{parts.length > 0 ? parts.join(' · ') : '—'}</>;
}

/**
 * What became of the last week's e-mails: per day, how many went and what came back by cause; and the receiving
 * domains that blocked any, warned of where their share of blocks is worth a look (the shared rule).
 */
export function MailOutcomesCard() {
  const { t } = useAdminTranslation();
  const query = useMailOutcomes();
  const outcomes = query.data;
  const number = new Intl.NumberFormat(currentLanguage());
  const percent = new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 1 });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('mailOutcomes.title')}</CardTitle>
        <CardDescription>{t('mailOutcomes.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('mailOutcomes.loadError')}</AlertTitle>
            {serverMessage(query.error) ? (
              <AlertDescription>{serverMessage(query.error)}</AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {query.isPending ? (
          <div role="status" aria-hidden className="h-32 animate-pulse rounded-lg bg-muted">
            <span className="sr-only">{t('mailOutcomes.loading')}</span>
          </div>
        ) : null}
        {outcomes ? (
          <>
            {outcomes.domains.filter(blocksNeedLook).map((domain) => (
              <Alert key={domain.domain} variant="warning">
                <CircleAlert aria-hidden />
                <AlertTitle>{t('mailOutcomes.blockingTitle', { domain: domain.domain })}</AlertTitle>
                {/* Worded here, so it follows the language chosen after the answer came. */}
                <AlertDescription>
                  {t('mailOutcomes.blocking', {
                    domain: domain.domain,
                    blocked: number.format(domain.blocked),
                    attempted: number.format(domain.attempted),
                    share: percent.format(domain.blocked / domain.attempted),
                  })}
                </AlertDescription>
              </Alert>
            ))}
            <table className="w-full text-sm">
              <caption className="sr-only">{t('mailOutcomes.tableCaption')}</caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('mailOutcomes.day')}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    {t('mailOutcomes.sent')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('mailOutcomes.failed')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {outcomes.days.map((day) => (
                  <tr key={day.day} className="border-t border-border align-top">
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal whitespace-nowrap">
                      {formatDate(`${day.day}T12:00:00Z`)}
                    </th>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{number.format(day.sent)}</td>
                    <td className="py-1.5">
                      <FailedCell day={day} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {outcomes.domains.length > 0 ? (
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">{t('mailOutcomes.domainsTitle')}</h3>
                <ul aria-label={t('mailOutcomes.domainsTitle')} className="grid gap-1 text-sm">
                  {outcomes.domains.map((domain) => (
                    <li key={domain.domain} className="flex flex-wrap justify-between gap-x-4">
                      <span className="font-mono break-all">{domain.domain}</span>
                      <span className="text-muted-foreground tabular-nums">
                        {t('mailOutcomes.domainBlocks', {
                          blocked: number.format(domain.blocked),
                          attempted: number.format(domain.attempted),
                          share: percent.format(domain.blocked / domain.attempted),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t('mailOutcomes.noBlocks')}</p>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
