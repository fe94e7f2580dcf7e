import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { accessErrorDetails } from '../api/access-error';
import { accessQueryKey, accessQueryOptions } from '../api/access-message';
import { previewMessage } from '../api/preview-message';
import type {
  AccessResponse,
  AnswerInput,
  FullMessage as FullMessageData,
  MessagePreview,
} from '../api/types';
import { takeEarlyOpening } from '../api/early-opening';
import { verifyMessage } from '../api/verify-message';
import { useAccessTranslation } from '../hooks/use-access-translation';
import { isTrustedEvent, useReadReceipt } from '../hooks/use-read-receipt';
import { AccessErrorCard } from './access-error-card';
import { DirectAccessCard } from './direct-access-card';
import { FullMessage } from './full-message';
import { PreviewCard } from './preview-card';
import { SecurityCard } from './security-card';
import { ViewLayout } from './view-layout';

type Stage =
  | { kind: 'loading' }
  | { kind: 'error'; message: string | undefined; availableOn?: string | null | undefined }
  | { kind: 'security'; access: AccessResponse }
  | { kind: 'direct'; access: AccessResponse }
  | { kind: 'preview'; access: AccessResponse; preview: MessagePreview; input: AnswerInput }
  | { kind: 'full'; message: FullMessageData; openedByPerson: boolean };

/** Where the lookup leads: its question, straight to the message when there is none, or why not. */
function lookupStage(lookup: UseQueryResult<AccessResponse>): Stage {
  if (lookup.isPending) return { kind: 'loading' };
  if (lookup.isError) {
    const details = accessErrorDetails(lookup.error);
    return {
      kind: 'error',
      message: details.message,
      availableOn: details.status === 403 ? details.availableOn : undefined,
    };
  }
  const access = lookup.data;
  return access.noSecurityRequired ? { kind: 'direct', access } : { kind: 'security', access };
}

type MessageViewProps = {
  code: string;
  /** Whether an event came from a person; only tests replace it (jsdom's events are never trusted). */
  isTrusted?: (event: Event) => boolean;
};

/**
 * `/message/view/:code`: the code is looked up, then the message's question is asked (or, without
 * security, the message opens by itself), then its preview, then the whole letter.
 */
export function MessageView({ code, isTrusted = isTrustedEvent }: MessageViewProps) {
  const { t } = useAccessTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The access page's answer when it has just looked this code up; asked here otherwise (an e-mail link).
  const lookup = useQuery(accessQueryOptions(code));
  // What the answers opened, once they have: the preview, the letter, or why not any more.
  const [opened, setOpened] = useState<Stage | null>(null);
  const stage = opened ?? lookupStage(lookup);
  const [pending, setPending] = useState(false);
  const openingDirectly = useRef(false);

  useReadReceipt({
    accessCode: stage.kind === 'full' ? stage.message.accessCode : code,
    shown: stage.kind === 'full',
    openedByPerson: stage.kind === 'full' && stage.openedByPerson,
    isTrusted,
  });

  /** A refusal that ends the visit (gone, deleted, not delivered yet) becomes the error card. */
  const showRefusal = (error: unknown): boolean => {
    const details = accessErrorDetails(error);
    if (details.status === 403 || details.status === 404 || details.status === 410) {
      setOpened({ kind: 'error', message: details.message, availableOn: details.availableOn });
      // The last strict answer deleted the message: say so (the card says why), in place of the previous
      // answer's "incorrect".
      if (details.status === 410) toast({ variant: 'destructive', title: t('security.deletedTitle') });
      return true;
    }
    return false;
  };

  /** A wrong answer (401) or the one that locks the message (423): the question again, updated. */
  const showWrongAnswer = (error: unknown, access: AccessResponse): boolean => {
    const details = accessErrorDetails(error);
    if (details.status !== 401 && details.status !== 423) return false;
    const locked = details.status === 423 || details.isLocked === true;
    // The lookup's answer, updated: the question shows the attempts left, and so would a later visit.
    queryClient.setQueryData<AccessResponse>(accessQueryKey(code), {
      ...access,
      attempts: details.attempts ?? access.attempts + 1,
      maxAttempts: details.maxAttempts === undefined ? access.maxAttempts : details.maxAttempts,
      isLocked: locked,
    });
    setOpened(null);
    toast({
      variant: 'destructive',
      title: t('security.wrongTitle'),
      description: details.message ?? (locked ? t('security.locked') : t('security.wrongFallback')),
    });
    return true;
  };

  /** No question protects the message: it is opened at once, with an empty answer. */
  const openDirectly = (access: AccessResponse) =>
    // Already asked when the page was opened on this link (first-requests.ts).
    (
      takeEarlyOpening(access.accessCode) ?? verifyMessage({ accessCode: access.accessCode, answer: '' })
    ).then(
      // Nobody clicked: the read receipt waits for a real gesture on the page.
      (message) => setOpened({ kind: 'full', message, openedByPerson: false }),
      (error: unknown) => {
        toast({
          variant: 'destructive',
          title: t('direct.errorTitle'),
          description: accessErrorDetails(error).message ?? t('full.errorFallback'),
        });
        return navigate(paths.messageAccess.getHref(), { replace: true });
      },
    );

  const direct = stage.kind === 'direct' ? stage.access : null;
  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (direct === null || openingDirectly.current) return;
    openingDirectly.current = true;
    void openDirectly(direct);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page is keyed by its code
  }, [direct]);

  const onAnswer = async (access: AccessResponse, answers: string[]) => {
    const input: AnswerInput = { accessCode: access.accessCode, answer: answers[0] ?? '', answers };
    setPending(true);
    try {
      const preview = await previewMessage(input);
      toast({ title: t('security.correctTitle'), description: t('security.correctText') });
      setOpened({ kind: 'preview', access, preview, input });
    } catch (error) {
      if (!showWrongAnswer(error, access) && !showRefusal(error)) {
        toast({
          variant: 'destructive',
          title: t('security.errorTitle'),
          description: accessErrorDetails(error).message ?? t('security.errorFallback'),
        });
      }
    } finally {
      setPending(false);
    }
  };

  const onOpenFull = async (
    event: MouseEvent<HTMLButtonElement>,
    access: AccessResponse,
    input: AnswerInput,
  ) => {
    const byPerson = isTrusted(event.nativeEvent);
    setPending(true);
    try {
      const message = await verifyMessage(input);
      setOpened({ kind: 'full', message, openedByPerson: byPerson });
    } catch (error) {
      if (!showWrongAnswer(error, access) && !showRefusal(error)) {
        toast({
          variant: 'destructive',
          title: t('full.errorTitle'),
          description: accessErrorDetails(error).message ?? t('full.errorFallback'),
        });
      }
    } finally {
      setPending(false);
    }
  };

  switch (stage.kind) {
    case 'loading':
      return (
        <ViewLayout>
          <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
            <Spinner className="size-8" />
            <p role="status">{t('view.loading')}</p>
          </div>
        </ViewLayout>
      );
    case 'error':
      return (
        <ViewLayout>
          <AccessErrorCard message={stage.message} availableOn={stage.availableOn} />
        </ViewLayout>
      );
    case 'security':
      return (
        <ViewLayout>
          <SecurityCard
            access={stage.access}
            pending={pending}
            onSubmit={(answers) => onAnswer(stage.access, answers)}
          />
        </ViewLayout>
      );
    case 'direct':
      return (
        <ViewLayout>
          <DirectAccessCard />
        </ViewLayout>
      );
    case 'preview':
      return (
        <ViewLayout wide>
          <PreviewCard
            preview={stage.preview}
            pending={pending}
            onOpenFull={(event) => void onOpenFull(event, stage.access, stage.input)}
          />
        </ViewLayout>
      );
    case 'full':
      return (
        <ViewLayout wide>
          <FullMessage message={stage.message} />
        </ViewLayout>
      );
  }
}
