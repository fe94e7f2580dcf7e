import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, History, LogIn, MailOpen, MailX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { checkInQueryKey, useCheckIn } from '../api/check-in';
import { useCheckInAction, type CheckInAction } from '../api/check-in-actions';
import type { CheckIn } from '../api/types';
import { useLinkToken } from '../../../hooks/use-link-token';
import { linkMarkOf, withLinkMark, type LinkMark } from '../../../lib/link-token';
import { useProofOfLifeTranslation } from '../hooks/use-proof-of-life-translation';
import { CheckInCard, ConfirmedCard, ProblemCard } from './check-in-card';
import { CardSkeleton, PageLayout } from './page-layout';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/** Answers after which the switch may look different from what the page shows: it is asked again. */
const STALE_ANSWERS = new Set([401, 403, 404, 409, 410]);

/** The server's answer for a link issued before the sender's last sign of life. */
const LINK_ENDED = 410;

const ERROR_TITLES = {
  confirm: 'confirm.error',
  sendNow: 'manage.sendNowError',
  cancel: 'manage.cancelError',
} as const satisfies Record<CheckInAction, string>;

function InvalidLinkCard() {
  const { t } = useProofOfLifeTranslation();
  return <ProblemCard icon={MailX} title={t('invalid.title')} text={t('invalid.text')} />;
}

/**
 * The page reloaded after its link was read: the token left the address bar when the page opened, so the
 * page says so (and, once answered, that the answer is kept) instead of calling the link invalid.
 */
function ReloadedCard({ mark }: { mark: LinkMark }) {
  const { t } = useProofOfLifeTranslation();
  return mark === 'answered' ? (
    <ProblemCard icon={CircleCheck} title={t('reloaded.answeredTitle')} text={t('reloaded.answeredText')} />
  ) : (
    <ProblemCard icon={MailOpen} title={t('reloaded.readTitle')} text={t('reloaded.readText')} />
  );
}

/** A link from before the last answer: it changes nothing, and the sender manages the message signed in. */
function EndedLinkCard() {
  const { t } = useProofOfLifeTranslation();
  return (
    <ProblemCard icon={History} title={t('ended.title')} text={t('ended.text')}>
      <Button asChild>
        <Link to={paths.auth.getHref({ tab: 'login', next: paths.home.getHref() })}>
          <LogIn aria-hidden />
          {t('ended.signIn')}
        </Link>
      </Button>
    </ProblemCard>
  );
}

/**
 * `/proof-of-life#token=`: the page the monthly check-in e-mail opens. Opening it changes nothing (a mail
 * scanner may follow the link); the sender says "I am still here", or, signed in, sends the message now
 * or cancels it.
 */
export function ProofOfLifePage() {
  const { t } = useProofOfLifeTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const token = useLinkToken();
  const query = useCheckIn(token);
  const action = useCheckInAction(token ?? '');
  const [confirmed, setConfirmed] = useState<CheckIn | null>(null);
  // Read once: what a reload of this history entry finds (the token is never kept).
  const [mark] = useState(() => linkMarkOf(window.history.state));

  const run = (kind: CheckInAction) =>
    action.mutate(kind, {
      onSuccess: (checkIn) => {
        window.history.replaceState(withLinkMark(window.history.state, 'answered'), '');
        if (kind === 'confirm') setConfirmed(checkIn);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t(ERROR_TITLES[kind]),
          description: serverMessage(error) ?? t('actionErrorFallback'),
        });
        const status = statusOf(error);
        if (token && status !== undefined && STALE_ANSWERS.has(status)) {
          void queryClient.invalidateQueries({ queryKey: checkInQueryKey(token) });
        }
      },
    });

  let content: ReactNode;
  if (token === null) {
    content = mark ? <ReloadedCard mark={mark} /> : <InvalidLinkCard />;
  } else if (confirmed) {
    content = <ConfirmedCard checkIn={confirmed} />;
  } else if (query.isPending) {
    content = <CardSkeleton label={t('loading')} />;
  } else if (query.isError) {
    const status = statusOf(query.error);
    const retry = { label: t('error.retry'), pending: query.isFetching, onRetry: () => void query.refetch() };
    if (status === 404 || status === 400) content = <InvalidLinkCard />;
    else if (status === LINK_ENDED) content = <EndedLinkCard />;
    else if (status === 429)
      content = (
        <ProblemCard
          icon={Clock}
          title={t('rateLimited.title')}
          text={serverMessage(query.error) ?? t('rateLimited.fallback')}
          retry={retry}
        />
      );
    else
      content = (
        <ProblemCard icon={CircleAlert} title={t('error.title')} text={t('error.text')} retry={retry} />
      );
  } else {
    content = (
      <CheckInCard checkIn={query.data} pending={action.isPending ? action.variables : null} onAction={run} />
    );
  }

  return <PageLayout>{content}</PageLayout>;
}
