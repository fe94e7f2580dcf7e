import {
  canTakeLetterStep,
  isLetterOutstanding,
  LETTER_STATUSES,
  type LetterStatus,
} from '@app/proto/rules/postal-letter';
import { CircleAlert, Download, Mailbox, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import {
  LETTER_LIMIT,
  letterPdfUrl,
  usePostalLetters,
  useSetLetterStatus,
  type LetterFilter,
  type LetterStep,
  type PostalLetter,
} from '../api/postal-letters';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import { RefreshButton } from './refresh-button';

const statusBadges: Record<
  LetterStatus,
  { variant: 'secondary' | 'soft' | 'success' | 'outline' | 'destructive'; className?: string }
> = {
  queued: { variant: 'secondary' },
  printed: { variant: 'soft' },
  posted: { variant: 'success' },
  // Back in the mailbox: worth a look, not an error.
  returned: { variant: 'outline', className: 'border-warning-border bg-warning-soft text-warning-strong' },
  cancelled: { variant: 'destructive' },
};

// The instant each step happened, in the order a letter lives them.
const TIMES = [
  ['queued', 'queuedAt'],
  ['printed', 'printedAt'],
  ['posted', 'postedAt'],
  ['returned', 'returnedAt'],
] as const satisfies readonly (readonly [LetterStatus, keyof PostalLetter])[];

/** The steps a row offers: those the rules allow from its status. */
function stepsFrom(status: LetterStatus): LetterStep[] {
  return LETTER_STATUSES.filter((to): to is LetterStep => canTakeLetterStep(status, to));
}

function LetterRow({ letter }: { letter: PostalLetter }) {
  const { t } = useAdminTranslation();
  const { toast } = useToast();
  const setStatus = useSetLetterStatus();
  const badge = statusBadges[letter.status];
  const steps = stepsFrom(letter.status);
  // The PDF exists while the letter can still go out (docs/postal-api.md: 409 once posted or cancelled).
  const printable = isLetterOutstanding(letter.status);

  const takeStep = (status: LetterStep) =>
    setStatus.mutate(
      { id: letter.id, status },
      {
        onSuccess: (changed) =>
          toast({
            title: t(`postal.toast.${status}`),
            description: t('postal.letter', { reference: changed.reference }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('postal.toast.error'),
            ...(serverMessage(error) ? { description: serverMessage(error) } : {}),
          }),
      },
    );

  return (
    <li
      aria-label={t('postal.letter', { reference: letter.reference })}
      className={cn(
        'grid gap-3 border-b border-border py-4 last:border-b-0',
        'lg:grid-cols-[minmax(9rem,12rem)_minmax(0,1fr)_auto] lg:items-start lg:gap-6',
      )}
    >
      <div className="grid min-w-0 justify-items-start gap-1.5">
        <span className="font-mono text-base font-semibold tracking-wider break-all">{letter.reference}</span>
        <Badge variant={badge.variant} className={badge.className}>
          {t(`postal.statusName.${letter.status}`)}
        </Badge>
      </div>

      <div className="grid min-w-0 gap-2">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          {TIMES.filter(([, field]) => letter[field]).map(([step, field]) => (
            <div key={step} className="contents">
              <dt className="text-muted-foreground">{t(`postal.at.${step}`)}</dt>
              <dd className="tabular-nums">
                <time dateTime={letter[field] ?? undefined}>{formatDateTime(letter[field] ?? '')}</time>
              </dd>
            </div>
          ))}
        </dl>
        {letter.status === 'cancelled' ? (
          <p className="flex items-start gap-2 text-sm text-destructive-strong">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('postal.cancelled')}
          </p>
        ) : null}
      </div>

      {printable || steps.length > 0 ? (
        <div className="grid gap-2 sm:flex sm:flex-wrap lg:justify-end">
          {printable ? (
            <Button asChild variant="outline">
              <a href={letterPdfUrl(letter.id)} download>
                <Download aria-hidden />
                {t('postal.download')}
              </a>
            </Button>
          ) : null}
          {steps.map((step) =>
            step === 'posted' ? (
              <ConfirmDialog
                key={step}
                trigger={<Button disabled={setStatus.isPending}>{t('postal.step.posted')}</Button>}
                title={t('postal.confirmTitle', { reference: letter.reference })}
                description={t('postal.confirmText')}
                cancel={t('postal.cancel')}
                confirm={t('postal.confirm')}
                onConfirm={() => takeStep('posted')}
              />
            ) : (
              <Button
                key={step}
                variant={step === 'returned' ? 'outline' : 'default'}
                disabled={setStatus.isPending}
                onClick={() => takeStep(step)}
              >
                {t(`postal.step.${step}`)}
              </Button>
            ),
          )}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The admin's postal queue, oldest first: each letter's PDF to print, and the steps it takes until it is
 * posted (or comes back). Letters whose message was deleted stay visible, cancelled, so nobody posts them.
 */
export function PostalLettersTab() {
  const { t } = useAdminTranslation();
  const [filter, setFilter] = useState<LetterFilter>('');
  const query = usePostalLetters(filter);
  const letters = query.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('postal.title')}</CardTitle>
        <CardDescription className="max-w-prose">{t('postal.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[14rem_auto] sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor="postal-status">{t('postal.filter')}</Label>
            <NativeSelect
              id="postal-status"
              value={filter}
              onChange={(event) => setFilter(event.target.value as LetterFilter)}
            >
              <option value="">{t('postal.all')}</option>
              {LETTER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`postal.filterName.${status}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <RefreshButton
            fetching={query.isFetching}
            onRefresh={() => void query.refetch()}
            label={t('postal.refresh')}
            busyLabel={t('postal.refreshing')}
          />
        </div>

        {query.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>{t('postal.loadError')}</AlertTitle>
            <AlertDescription className="grid justify-items-start gap-3">
              {serverMessage(query.error) ? <p>{serverMessage(query.error)}</p> : null}
              <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
                <RotateCcw aria-hidden />
                {t('postal.retry')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}

        {letters ? (
          letters.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input px-6 py-10 text-center">
              <Mailbox aria-hidden className="size-6 text-primary" />
              {filter ? (
                <>
                  <p className="text-sm text-muted-foreground">{t('postal.filteredEmpty')}</p>
                  <Button variant="outline" onClick={() => setFilter('')}>
                    {t('postal.showAll')}
                  </Button>
                </>
              ) : (
                <>
                  <p className="font-medium">{t('postal.empty')}</p>
                  <p className="max-w-prose text-sm text-muted-foreground">{t('postal.emptyText')}</p>
                </>
              )}
            </div>
          ) : (
            <>
              <ul aria-label={t('postal.listLabel')} className={cn('grid', query.isFetching && 'opacity-70')}>
                {letters.map((letter) => (
                  <LetterRow key={letter.id} letter={letter} />
                ))}
              </ul>
              {letters.length >= LETTER_LIMIT ? (
                <p className="text-sm text-muted-foreground">{t('postal.limit', { limit: LETTER_LIMIT })}</p>
              ) : null}
            </>
          )
        ) : query.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{t('postal.loading')}</span>
            {[0, 1, 2].map((index) => (
              <div key={index} aria-hidden className="grid gap-2 border-b border-border py-4 last:border-b-0">
                <div className="h-5 w-28 animate-pulse rounded bg-muted" />
                <div className="h-3 w-48 animate-pulse rounded bg-muted" />
              </div>
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
