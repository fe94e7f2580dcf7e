import { useMutation } from '@tanstack/react-query';
import type { ReviewAnswer } from '@app/proto/api/proof-of-life';
import { CircleAlert, ClipboardCheck, Clock, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLinkToken } from '../../../hooks/use-link-token';
import { api, ApiError, serverMessage } from '../../../lib/api-client';
import { useProofOfLifeTranslation } from '../hooks/use-proof-of-life-translation';
import { ProblemCard } from './check-in-card';
import { PageLayout } from './page-layout';
import { StatusHeader } from './status-header';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * `/proof-of-life/review#token=`: the page the twice-yearly review e-mail opens. Opening it changes nothing (a
 * mail scanner may follow the link); one button says everything stands, which counts as an answer on every
 * message of the sender's (docs/proof-of-life-api.md).
 */
export function ReviewPage() {
  const { t } = useProofOfLifeTranslation();
  const token = useLinkToken();
  const confirm = useMutation({
    mutationFn: (value: string) => api.post<ReviewAnswer>('/api/proof-of-life/review', { token: value }),
  });
  const eyebrow = t('review.eyebrow');
  const status = statusOf(confirm.error);

  let content;
  if (token === null || status === 404 || status === 400) {
    content = (
      <ProblemCard
        icon={MailX}
        eyebrow={eyebrow}
        title={t('review.invalid.title')}
        text={t('review.invalid.text')}
      />
    );
  } else if (status === 429) {
    content = (
      <ProblemCard
        icon={Clock}
        eyebrow={eyebrow}
        title={t('rateLimited.title')}
        text={serverMessage(confirm.error) ?? t('rateLimited.fallback')}
      />
    );
  } else {
    const done = confirm.data;
    content = (
      <Card>
        <StatusHeader
          key={done ? 'done' : 'ask'}
          icon={ClipboardCheck}
          tone={done ? 'success' : 'neutral'}
          eyebrow={eyebrow}
          title={t(done ? 'review.done.title' : 'review.ask.title')}
          text={done ? t('review.done.text', { count: done.confirmed }) : t('review.ask.text')}
        />
        <CardContent className="grid gap-4">
          {done && done.held > 0 ? (
            <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('review.held', { count: done.held })}
            </p>
          ) : null}
          {done ? null : (
            <Button
              size="lg"
              className="w-full"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(token)}
            >
              {confirm.isPending ? <Spinner className="text-current" /> : null}
              {t('review.confirm')}
            </Button>
          )}
          {confirm.isError ? (
            <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
              <CircleAlert aria-hidden className="size-4 shrink-0" />
              {t('review.error')}
            </p>
          ) : null}
          <Button asChild variant="outline" className="justify-self-center">
            <Link to={paths.messages.getHref()}>{t('review.toMessages')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <PageLayout>{content}</PageLayout>;
}
