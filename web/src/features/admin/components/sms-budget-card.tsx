import { CircleAlert, CircleCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { serverMessage } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useSmsBudget } from '../api/sms-budget';
import { useAdminTranslation } from '../hooks/use-admin-translation';

/** The day's SMS codes against the product-wide budget: a warning from its warning share on (the server's words). */
export function SmsBudgetCard() {
  const { t } = useAdminTranslation();
  const query = useSmsBudget();
  const budget = query.data;
  const number = (value: number) => new Intl.NumberFormat(currentLanguage()).format(value);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('smsBudget.title')}</CardTitle>
        <CardDescription>{t('smsBudget.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('smsBudget.loadError')}</AlertTitle>
            {serverMessage(query.error) ? (
              <AlertDescription>{serverMessage(query.error)}</AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {budget ? (
          budget.warning ? (
            <Alert variant={budget.state === 'spent' ? 'destructive' : 'warning'}>
              <CircleAlert aria-hidden />
              <AlertTitle>
                {t(budget.state === 'spent' ? 'smsBudget.spentTitle' : 'smsBudget.nearTitle')}
              </AlertTitle>
              <AlertDescription>{budget.warning}</AlertDescription>
            </Alert>
          ) : (
            <Alert variant="success">
              <CircleCheck aria-hidden />
              <AlertTitle>
                {t('smsBudget.ok', { spent: number(budget.spent), budget: number(budget.budget) })}
              </AlertTitle>
            </Alert>
          )
        ) : null}
        {query.isPending ? (
          <div role="status" aria-hidden className="h-16 animate-pulse rounded-lg bg-muted">
            <span className="sr-only">{t('smsBudget.loading')}</span>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
