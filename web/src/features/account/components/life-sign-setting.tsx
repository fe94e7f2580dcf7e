import { CircleAlert, HeartPulse, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useLifeSigns, useSetLifeSigns } from '../api/life-signs';

/**
 * Whether signing in and sealing a message answer a waiting check-in. Asked once, with its reason and its
 * risk, as a choice between two answers; once chosen, a switch.
 */
export function LifeSignSetting() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const query = useLifeSigns();
  const save = useSetLifeSigns();

  const choose = (activityCounts: boolean) =>
    save.mutate(activityCounts, {
      onSuccess: () => toast({ title: t('account.lifeSigns.saved') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('account.lifeSigns.error'),
          description: serverMessage(error) ?? t('account.lifeSigns.errorFallback'),
        }),
    });

  let body;
  if (query.isPending) {
    body = <Spinner label={t('common.loading')} />;
  } else if (query.isError) {
    body = (
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertDescription>{t('account.lifeSigns.loadError')}</AlertDescription>
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 mt-2 justify-self-start"
          onClick={() => void query.refetch()}
        >
          <RotateCcw aria-hidden />
          {t('account.lifeSigns.retry')}
        </Button>
      </Alert>
    );
  } else if (!query.data.decided) {
    body = (
      <Alert>
        <HeartPulse aria-hidden />
        <AlertTitle>{t('account.lifeSigns.question')}</AlertTitle>
        <AlertDescription>{t('account.lifeSigns.undecided')}</AlertDescription>
        <div className="col-start-2 mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={save.isPending} onClick={() => choose(true)}>
            {t('account.lifeSigns.yes')}
          </Button>
          <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => choose(false)}>
            {t('account.lifeSigns.no')}
          </Button>
        </div>
      </Alert>
    );
  } else {
    body = (
      <div className="grid gap-2">
        <div className="flex items-center gap-3 rounded-lg border border-border bg-card p-4">
          <Switch
            id="field-activityCounts"
            checked={query.data.activityCounts}
            disabled={save.isPending}
            onCheckedChange={choose}
            aria-describedby="activity-counts-state"
          />
          <Label htmlFor="field-activityCounts" className="cursor-pointer leading-snug">
            {t('account.lifeSigns.label')}
          </Label>
        </div>
        <p id="activity-counts-state" className="text-sm text-muted-foreground">
          {t(query.data.activityCounts ? 'account.lifeSigns.on' : 'account.lifeSigns.off')}
        </p>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.lifeSigns.title')}</CardTitle>
        <CardDescription>{t('account.lifeSigns.text')}</CardDescription>
        <CardDescription>{t('account.lifeSigns.caution')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
