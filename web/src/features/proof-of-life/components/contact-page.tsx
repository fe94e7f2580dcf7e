import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { contactQueryKey, useContactAction, useContactRequest, type ContactAction } from '../api/contact';
import { useLinkToken } from '../../../hooks/use-link-token';
import { useProofOfLifeTranslation } from '../hooks/use-proof-of-life-translation';
import { ProblemCard } from './check-in-card';
import { ContactCard } from './contact-card';
import { CardSkeleton, PageLayout } from './page-layout';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/** Answers after which the request may look different from what the page shows: it is asked again. */
const STALE_ANSWERS = new Set([404, 409]);

/**
 * `/proof-of-life/contact#token=`: the page the trusted contact's e-mail opens, once the sender has missed
 * every check-in and the last chance. Opening it changes nothing (a mail scanner may follow the link); the
 * contact stops the sending, or lets the message go now.
 */
export function ContactPage() {
  const { t } = useProofOfLifeTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const token = useLinkToken();
  const query = useContactRequest(token);
  const action = useContactAction(token ?? '');
  const eyebrow = t('contact.eyebrow');

  const run = (kind: ContactAction) =>
    action.mutate(kind, {
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('contact.actionError'),
          description: serverMessage(error) ?? t('actionErrorFallback'),
        });
        const status = statusOf(error);
        if (token && status !== undefined && STALE_ANSWERS.has(status)) {
          void queryClient.invalidateQueries({ queryKey: contactQueryKey(token) });
        }
      },
    });

  const invalid = (
    <ProblemCard icon={MailX} eyebrow={eyebrow} title={t('invalid.title')} text={t('invalid.text')} />
  );

  let content: ReactNode;
  if (token === null) {
    content = invalid;
  } else if (query.isPending) {
    content = <CardSkeleton label={t('contact.loading')} />;
  } else if (query.isError) {
    const status = statusOf(query.error);
    const retry = { label: t('error.retry'), pending: query.isFetching, onRetry: () => void query.refetch() };
    if (status === 404 || status === 400) content = invalid;
    else if (status === 409)
      content = (
        <ProblemCard
          icon={CircleCheck}
          eyebrow={eyebrow}
          title={t('contact.gone.title')}
          text={serverMessage(query.error) ?? t('contact.gone.fallback')}
        />
      );
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
          title={t('contact.error.title')}
          text={t('contact.error.text')}
          retry={retry}
        />
      );
  } else {
    content = (
      <ContactCard request={query.data} pending={action.isPending ? action.variables : null} onAction={run} />
    );
  }

  return <PageLayout>{content}</PageLayout>;
}
