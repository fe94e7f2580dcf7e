import { useQueryClient } from '@tanstack/react-query';
import {
  CalendarClock,
  HeartPulse,
  History,
  Mail,
  MailX,
  PauseCircle,
  PlayCircle,
  UserRound,
  UserRoundCheck,
  UserRoundPen,
  UserRoundX,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { useResumeSwitch } from '../api/pause-switch';
import { useSendTestCheckIn } from '../api/send-test-check-in';
import { useUndoRelease } from '../api/undo-release';
import { MAX_MISSED_CHECK_INS } from '@app/proto/rules/life-proof';
import type { LifeProofCard } from '../../../api/life-proof';
import { messagesQueryKey } from '../../../api/get-messages';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { ChangeContactDialog } from './change-contact-dialog';
import { PauseLifeProofDialog } from './pause-life-proof-dialog';

/**
 * An open proof-of-life switch on the sender's card: when the next check-in comes (or how many went
 * unanswered, or until when it is paused), a test e-mail so the sender can see one arrive and try its page,
 * and a pause for when they know they cannot answer (a trip, a hospital stay); their last sign of life, and
 * where the trusted contact's invitation stands, when the message names one. Released and waiting for the date
 * its sender named, it says when it goes and lets the sender stop it.
 */
export function LifeProofStatus({
  messageId,
  lifeProof,
  deliverNotBefore,
}: {
  messageId: string;
  lifeProof: LifeProofCard;
  /** The date a release waits for; null when it goes at once. */
  deliverNotBefore: string | null;
}) {
  if (lifeProof.state === 'waiting_for_date' && deliverNotBefore) {
    return <HeldRelease messageId={messageId} date={deliverNotBefore} />;
  }
  return <OpenSwitch messageId={messageId} lifeProof={lifeProof} deliverNotBefore={deliverNotBefore} />;
}

function OpenSwitch({
  messageId,
  lifeProof,
  deliverNotBefore,
}: {
  messageId: string;
  lifeProof: LifeProofCard;
  deliverNotBefore: string | null;
}) {
  const { t } = useMessagesTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const test = useSendTestCheckIn();
  const resume = useResumeSwitch();
  const [pausing, setPausing] = useState(false);
  const [changingContact, setChangingContact] = useState(false);
  const missed = lifeProof.missedCheckIns > 0;
  const date = lifeProof.nextCheckInAt ? formatDate(lifeProof.nextCheckInAt) : '';

  const onTest = () =>
    test.mutate(messageId, {
      onSuccess: () =>
        toast({ title: t('list.lifeProofTestSent'), description: t('list.lifeProofTestSentText') }),
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('list.lifeProofTestError'),
          description: serverMessage(error) ?? t('list.lifeProofTestErrorText'),
        });
        // No switch any more (404) or one that has ended (409): the list is out of date.
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
        }
      },
    });

  const paused = lifeProof.state === 'paused';
  // Every check-in and the last chance went unanswered: the count says nothing new, who decides now does.
  const awaitingContact = lifeProof.state === 'awaiting_contact';
  const statusText = () => {
    if (paused) return t('list.lifeProofPausedUntil', { date });
    if (awaitingContact) {
      return date ? t('list.lifeProofAwaitingContact', { date }) : t('list.lifeProofAwaitingContactNoDate');
    }
    if (missed) {
      return t('list.lifeProofMissed', { missed: lifeProof.missedCheckIns, max: MAX_MISSED_CHECK_INS });
    }
    return date ? t('list.lifeProofNext', { date }) : t('list.lifeProofOn');
  };
  const onResume = () =>
    resume.mutate(messageId, {
      onSuccess: () => toast({ title: t('list.lifeProofResumed') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('list.lifeProofPauseError'),
          description: serverMessage(error) ?? t('list.lifeProofTestErrorText'),
        }),
    });

  return (
    <div className="grid gap-3 rounded-lg border border-border bg-muted/60 p-3">
      <p className={cn('flex items-center gap-2 text-sm font-medium', missed && 'text-warning-strong')}>
        {paused ? (
          <PauseCircle aria-hidden className="size-4 shrink-0" />
        ) : awaitingContact ? (
          <UserRoundCheck aria-hidden className="size-4 shrink-0" />
        ) : (
          <HeartPulse aria-hidden className="size-4 shrink-0" />
        )}
        {statusText()}
      </p>
      {lifeProof.lastLifeSign ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <History aria-hidden className="size-4 shrink-0" />
          {t('list.lifeProofLastSign', {
            date: formatDate(lifeProof.lastLifeSign.at),
            how: t(`list.lifeProofLastSignHow.${lifeProof.lastLifeSign.how}`),
          })}
        </p>
      ) : null}
      {deliverNotBefore ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="deliver-not-before">
          <CalendarClock aria-hidden className="size-4 shrink-0" />
          {t('list.lifeProofWaitsFor', { date: formatDate(deliverNotBefore) })}
        </p>
      ) : null}
      <ContactInvitationLine state={lifeProof.contactInvitation} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onTest} disabled={test.isPending}>
          {test.isPending ? <Spinner className="text-current" /> : <Mail aria-hidden />}
          {t('list.lifeProofTest')}
        </Button>
        {lifeProof.contactInvitation === 'bounced' || lifeProof.contactInvitation === 'declined' ? (
          <Button size="sm" variant="outline" onClick={() => setChangingContact(true)}>
            <UserRoundPen aria-hidden />
            {t('list.changeContact')}
          </Button>
        ) : null}
        {paused ? (
          <Button size="sm" variant="outline" onClick={onResume} disabled={resume.isPending}>
            {resume.isPending ? <Spinner className="text-current" /> : <PlayCircle aria-hidden />}
            {t('list.lifeProofResume')}
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setPausing(true)}>
            <PauseCircle aria-hidden />
            {t('list.lifeProofPause')}
          </Button>
        )}
      </div>
      <PauseLifeProofDialog messageId={messageId} open={pausing} onOpenChange={setPausing} />
      {changingContact ? (
        <ChangeContactDialog messageId={messageId} open onOpenChange={setChangingContact} />
      ) : null}
    </div>
  );
}

/** Released by its switch, the message waits for its date: the sender, here after all, may stop it. */
function HeldRelease({ messageId, date }: { messageId: string; date: string }) {
  const { t } = useMessagesTranslation();
  const { toast } = useToast();
  const undo = useUndoRelease();
  const onUndo = () =>
    undo.mutate(messageId, {
      onSuccess: () => toast({ title: t('list.lifeProofReleaseUndone') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('list.lifeProofUndoError'),
          description: serverMessage(error) ?? t('list.lifeProofTestErrorText'),
        }),
    });
  return (
    <div
      className="grid gap-3 rounded-lg border border-warning-border bg-warning-soft p-3"
      data-testid="held-release"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-warning-strong">
        <CalendarClock aria-hidden className="size-4 shrink-0" />
        {t('list.lifeProofHeld', { date: formatDate(date) })}
      </p>
      <p className="text-sm text-muted-foreground">{t('list.lifeProofHeldText')}</p>
      <div>
        <Button size="sm" onClick={onUndo} disabled={undo.isPending}>
          {undo.isPending ? <Spinner className="text-current" /> : <HeartPulse aria-hidden />}
          {t('list.lifeProofUndo')}
        </Button>
      </div>
    </div>
  );
}

const invitationLines = {
  invited: { icon: UserRound, key: 'list.lifeProofContactInvited', tone: 'text-muted-foreground' },
  accepted: { icon: UserRoundCheck, key: 'list.lifeProofContactAccepted', tone: 'text-success-strong' },
  declined: { icon: UserRoundX, key: 'list.lifeProofContactDeclined', tone: 'text-warning-strong' },
  bounced: { icon: MailX, key: 'list.lifeProofContactBounced', tone: 'text-warning-strong' },
} as const;

/** Whether the trusted contact accepted their role, declined it, or has not answered the invitation yet. */
function ContactInvitationLine({ state }: { state: LifeProofCard['contactInvitation'] }) {
  const { t } = useMessagesTranslation();
  if (!state) return null;
  const line = invitationLines[state];
  const Icon = line.icon;
  return (
    <p className={cn('flex items-center gap-2 text-sm', line.tone)}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {t(line.key)}
    </p>
  );
}
