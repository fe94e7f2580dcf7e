import {
  CircleAlert,
  CircleCheck,
  Clock,
  HandHeart,
  MailX,
  UserRound,
  UserRoundCheck,
  UserRoundX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { useLinkToken } from '../../../hooks/use-link-token';
import { ApiError, serverMessage } from '../../../lib/api-client';
import {
  useAnswerInvitation,
  useContactInvitation,
  type ContactInvitation,
  type InvitationAction,
} from '../api/contact-invitation';
import { useProofOfLifeTranslation } from '../hooks/use-proof-of-life-translation';
import { HomeButton, ProblemCard } from './check-in-card';
import { CardSkeleton, PageLayout } from './page-layout';
import { StatusHeader } from './status-header';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

const look = {
  invited: { icon: UserRound, tone: 'neutral' },
  accepted: { icon: UserRoundCheck, tone: 'success' },
  declined: { icon: UserRoundX, tone: 'neutral' },
} as const;

/**
 * `/trusted-contact#token=`: the page the trusted contact's invitation opens. Opening it changes nothing (a
 * mail scanner may follow the link); the contact accepts or declines the role, and may change their answer
 * while the message still waits. The page does not know who asked (the e-mail says so).
 */
export function InvitationPage() {
  const { t } = useProofOfLifeTranslation();
  const { toast } = useToast();
  const token = useLinkToken();
  const query = useContactInvitation(token);
  const answer = useAnswerInvitation(token ?? '');
  const eyebrow = t('contact.eyebrow');

  const run = (action: InvitationAction) =>
    answer.mutate(action, {
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('contact.actionError'),
          description: serverMessage(error) ?? t('actionErrorFallback'),
        });
        if (statusOf(error) === 409) void query.refetch();
      },
    });

  const invalid = (
    <ProblemCard icon={MailX} eyebrow={eyebrow} title={t('invalid.title')} text={t('invalid.text')} />
  );

  let content: ReactNode;
  if (token === null) {
    content = invalid;
  } else if (query.isPending) {
    content = <CardSkeleton label={t('invitation.loading')} />;
  } else if (query.isError) {
    const status = statusOf(query.error);
    const retry = { label: t('error.retry'), pending: query.isFetching, onRetry: () => void query.refetch() };
    if (status === 404 || status === 400) content = invalid;
    else if (status === 429)
      content = (
        <ProblemCard
          icon={Clock}
          eyebrow={eyebrow}
          title={t('rateLimited.title')}
          text={serverMessage(query.error) ?? t('rateLimited.fallback')}
          retry={retry}
        />
      );
    else
      content = (
        <ProblemCard
          icon={CircleAlert}
          eyebrow={eyebrow}
          title={t('invitation.error.title')}
          text={t('invitation.error.text')}
          retry={retry}
        />
      );
  } else if (!query.data.open) {
    content = (
      <ProblemCard
        icon={CircleCheck}
        eyebrow={eyebrow}
        title={t('invitation.closed.title')}
        text={t('invitation.closed.text')}
      />
    );
  } else {
    content = (
      <InvitationCard
        invitation={query.data}
        pending={answer.isPending ? answer.variables : null}
        onAnswer={run}
      />
    );
  }

  return <PageLayout>{content}</PageLayout>;
}

function InvitationCard({
  invitation,
  pending,
  onAnswer,
}: {
  invitation: ContactInvitation;
  pending: InvitationAction | null;
  onAnswer: (action: InvitationAction) => void;
}) {
  const { t } = useProofOfLifeTranslation();
  // A bounce was recorded, yet the link reached them after all: they answer like any invited contact.
  const state: Exclude<ContactInvitation['state'], 'bounced'> =
    invitation.state === 'bounced' ? 'invited' : invitation.state;
  return (
    <Card>
      {/* Keyed by state, so the new heading takes the focus when an answer changes it. */}
      <StatusHeader
        key={state}
        {...look[state]}
        eyebrow={t('contact.eyebrow')}
        title={t(`invitation.${state}.title`)}
        text={t(`invitation.${state}.text`)}
      />
      <CardContent className="grid gap-5">
        <ul className="grid gap-2 rounded-lg border border-border bg-muted px-4 py-4 text-sm">
          <li>{t('invitation.role.when')}</li>
          <li>{t('invitation.role.what')}</li>
          <li>{t('invitation.role.private')}</li>
        </ul>
        {state !== 'accepted' ? (
          <Button size="lg" className="w-full" disabled={pending !== null} onClick={() => onAnswer('accept')}>
            {pending === 'accept' ? <Spinner className="text-current" /> : <HandHeart aria-hidden />}
            {t(state === 'declined' ? 'invitation.acceptAfterAll' : 'invitation.accept')}
          </Button>
        ) : null}
        {state !== 'declined' ? (
          <Button
            variant="outline"
            className="w-full"
            disabled={pending !== null}
            onClick={() => onAnswer('decline')}
          >
            {pending === 'decline' ? <Spinner className="text-current" /> : <UserRoundX aria-hidden />}
            {t(state === 'accepted' ? 'invitation.declineAfterAll' : 'invitation.decline')}
          </Button>
        ) : null}
        <HomeButton />
      </CardContent>
    </Card>
  );
}
