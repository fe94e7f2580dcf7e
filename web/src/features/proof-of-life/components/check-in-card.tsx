import {
  Ban,
  CalendarClock,
  CircleCheck,
  FlaskConical,
  Hand,
  Home,
  Hourglass,
  MailCheck,
  MailQuestion,
  PauseCircle,
  RotateCcw,
  Send,
  ShieldCheck,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import type { CheckInAction } from '../api/check-in-actions';
import { isOpenLifeProofState, MAX_MISSED_CHECK_INS, type CheckIn, type LifeProofState } from '../api/types';
import { useProofOfLifeTranslation } from '../hooks/use-proof-of-life-translation';
import { ManageActions } from './manage-actions';
import { StatusHeader, type Tone } from './status-header';

type CheckInCardProps = {
  checkIn: CheckIn;
  /** The action on its way, if any: every button waits for it. */
  pending: CheckInAction | null;
  onAction: (action: CheckInAction) => void;
};

const look: Record<LifeProofState, { icon: LucideIcon; tone: Tone }> = {
  active: { icon: ShieldCheck, tone: 'success' },
  check_in_sent: { icon: MailQuestion, tone: 'neutral' },
  missed_1: { icon: Hourglass, tone: 'warning' },
  missed_2: { icon: Hourglass, tone: 'warning' },
  last_chance: { icon: Hourglass, tone: 'warning' },
  awaiting_contact: { icon: UserRoundCheck, tone: 'warning' },
  paused: { icon: PauseCircle, tone: 'neutral' },
  releasing: { icon: Send, tone: 'neutral' },
  waiting_for_date: { icon: CalendarClock, tone: 'warning' },
  delivered: { icon: MailCheck, tone: 'success' },
  cancelled: { icon: Ban, tone: 'neutral' },
};

/** Three marks, one per check-in that may go unanswered; the text beside them says the same in words. */
function MissedMarks({ missed }: { missed: number }) {
  return (
    <span aria-hidden className="flex gap-1.5">
      {Array.from({ length: MAX_MISSED_CHECK_INS }, (_, index) => (
        <span
          key={index}
          className={cn(
            'size-2.5 rounded-full border',
            index < missed ? 'border-warning-strong bg-warning-strong' : 'border-input bg-card',
          )}
        />
      ))}
    </span>
  );
}

/** How many check-ins went unanswered in a row, and by when this one must be answered. */
function MissedPanel({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useProofOfLifeTranslation();
  const deadline = checkIn.nextCheckInAt ? formatDateTime(checkIn.nextCheckInAt) : '';
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted px-4 py-4 text-sm">
      <p className="flex items-center gap-3 font-medium">
        <MissedMarks missed={checkIn.missedCheckIns} />
        {checkIn.missedCheckIns > 0
          ? t('missed.count', { missed: checkIn.missedCheckIns, max: MAX_MISSED_CHECK_INS })
          : t('missed.none')}
      </p>
      {deadline && checkIn.nextCheckInAt ? (
        <p className="font-semibold">
          <time dateTime={checkIn.nextCheckInAt}>{t('missed.deadline', { date: deadline })}</time>
        </p>
      ) : null}
      {/* Once every check-in is missed the rule has run its course: the state's own text says what follows. */}
      {checkIn.missedCheckIns < MAX_MISSED_CHECK_INS ? (
        <p className="text-muted-foreground">{t('missed.rule', { max: MAX_MISSED_CHECK_INS })}</p>
      ) : null}
    </div>
  );
}

/** A dated message: its date stands whatever the answers; the check-ins only let its sender act sooner. */
function DatedPanel({ deliversAt }: { deliversAt: string }) {
  const { t } = useProofOfLifeTranslation();
  return (
    <p className="rounded-lg border border-border bg-muted px-4 py-4 text-sm font-medium">
      <time dateTime={deliversAt}>{t('dated', { date: formatDate(deliversAt) })}</time>
    </p>
  );
}

export function HomeButton() {
  const { t } = useProofOfLifeTranslation();
  return (
    <Button asChild variant="outline" className="justify-self-center">
      <Link to={paths.home.getHref()}>
        <Home aria-hidden />
        {t('home')}
      </Link>
    </Button>
  );
}

/** A check-in the sender sent themselves, to see it arrive: said before anything else on the card. */
function TestNotice() {
  const { t } = useProofOfLifeTranslation();
  return (
    <p className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft px-4 py-3 text-sm text-foreground">
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        <span className="font-semibold">{t('test.title')}. </span>
        {t('test.text')}
      </span>
    </p>
  );
}

/** The state's title and sentence. */
function useStateTexts(checkIn: CheckIn): { title: string; text: string } {
  const { t } = useProofOfLifeTranslation();
  switch (checkIn.state) {
    case 'active':
      return {
        title: checkIn.nextCheckInAt
          ? t('state.active.title', { date: formatDate(checkIn.nextCheckInAt) })
          : t('state.active.titleNoDate'),
        text: t('state.active.text'),
      };
    case 'check_in_sent':
    case 'missed_1':
    case 'missed_2':
      return { title: t('state.waiting.title'), text: t('state.waiting.text') };
    case 'last_chance':
      return { title: t('state.lastChance.title'), text: t('state.lastChance.text') };
    case 'awaiting_contact':
      return { title: t('state.awaitingContact.title'), text: t('state.awaitingContact.text') };
    case 'paused':
      return {
        title: checkIn.nextCheckInAt
          ? t('state.paused.title', { date: formatDate(checkIn.nextCheckInAt) })
          : t('state.paused.titleNoDate'),
        text: t('state.paused.text'),
      };
    case 'waiting_for_date':
      // Only the sender, signed in, may stop it now: the page sends them to their messages.
      return { title: t('state.waitingForDate.title'), text: t('state.waitingForDate.text') };
    case 'releasing':
    case 'delivered':
    case 'cancelled':
      return { title: t(`state.${checkIn.state}.title`), text: t(`state.${checkIn.state}.text`) };
  }
}

/** Where the switch stands and, while it is open, "I am still here" and the sender's two other choices. */
export function CheckInCard({ checkIn, pending, onAction }: CheckInCardProps) {
  const { t } = useProofOfLifeTranslation();
  const { title, text } = useStateTexts(checkIn);
  const open = isOpenLifeProofState(checkIn.state);
  const busy = pending !== null;

  return (
    <Card>
      {/* Keyed by state, so the new heading takes the focus when the state changes. */}
      <StatusHeader key={checkIn.state} {...look[checkIn.state]} title={title} text={text} />
      <CardContent className="grid gap-5">
        {checkIn.isTest ? <TestNotice /> : null}
        {open && checkIn.deliversAt ? <DatedPanel deliversAt={checkIn.deliversAt} /> : null}
        {open && !checkIn.deliversAt && checkIn.state !== 'active' && checkIn.state !== 'paused' ? (
          <MissedPanel checkIn={checkIn} />
        ) : null}
        {open ? (
          <>
            <Button size="lg" className="w-full" disabled={busy} onClick={() => onAction('confirm')}>
              {pending === 'confirm' ? <Spinner className="text-current" /> : <Hand aria-hidden />}
              {pending === 'confirm' ? t('confirm.pending') : t('confirm.action')}
            </Button>
            <ManageActions
              canManage={checkIn.canManage}
              disabled={busy}
              onSendNow={() => onAction('sendNow')}
              onCancel={() => onAction('cancel')}
            />
          </>
        ) : (
          <HomeButton />
        )}
      </CardContent>
    </Card>
  );
}

/** After "I am still here": thanks, and when the next check-in comes. */
export function ConfirmedCard({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useProofOfLifeTranslation();
  return (
    <Card>
      <StatusHeader
        icon={CircleCheck}
        tone="success"
        title={
          checkIn.nextCheckInAt
            ? t('confirm.successTitle', { date: formatDate(checkIn.nextCheckInAt) })
            : t('confirm.successTitleNoDate')
        }
        text={t('confirm.successText')}
      />
      <CardContent className="grid gap-5">
        {checkIn.isTest ? <TestNotice /> : null}
        <HomeButton />
      </CardContent>
    </Card>
  );
}

/** A card for what went wrong: the sentence, and one way on (try again, or go home). */
export function ProblemCard({
  icon,
  title,
  text,
  retry,
  eyebrow,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  retry?: { label: string; pending: boolean; onRetry: () => void } | undefined;
  eyebrow?: string | undefined;
  /** What the reader can do next, before the way home. */
  children?: ReactNode;
}) {
  return (
    <Card>
      <StatusHeader icon={icon} tone="neutral" title={title} text={text} eyebrow={eyebrow} />
      <CardContent className="flex flex-col justify-center gap-3 sm:flex-row">
        {retry ? (
          <Button onClick={retry.onRetry} disabled={retry.pending}>
            {retry.pending ? <Spinner className="text-current" /> : <RotateCcw aria-hidden />}
            {retry.label}
          </Button>
        ) : null}
        {children}
        <HomeButton />
      </CardContent>
    </Card>
  );
}
