import { CircleCheck, HandHeart, Send, ShieldCheck, UserRoundCheck, type LucideIcon } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import type { ContactAction, ContactRequest, ContactState } from '../api/contact';
import { useProofOfLifeTranslation } from '../hooks/use-proof-of-life-translation';
import { HomeButton } from './check-in-card';
import { StatusHeader, type Tone } from './status-header';

type ContactCardProps = {
  request: ContactRequest;
  /** The answer on its way, if any: both buttons wait for it. */
  pending: ContactAction | null;
  onAction: (action: ContactAction) => void;
};

const look: Record<ContactState, { icon: LucideIcon; tone: Tone }> = {
  waiting: { icon: UserRoundCheck, tone: 'warning' },
  vetoed: { icon: ShieldCheck, tone: 'success' },
  released: { icon: Send, tone: 'neutral' },
  closed: { icon: CircleCheck, tone: 'neutral' },
};

/**
 * The trusted contact's request. The page does not know who chose them (the e-mail says so), only whether
 * the message still waits for their answer, and until when.
 */
export function ContactCard({ request, pending, onAction }: ContactCardProps) {
  const { t } = useProofOfLifeTranslation();
  const { state, respondBy } = request;

  return (
    <Card>
      {/* Keyed by state, so the new heading takes the focus when an answer changes it. */}
      <StatusHeader
        key={state}
        {...look[state]}
        eyebrow={t('contact.eyebrow')}
        title={t(`contact.${state}.title`)}
        text={t(`contact.${state}.text`)}
      />
      <CardContent className="grid gap-5">
        {state === 'waiting' ? (
          <>
            {respondBy ? (
              <div className="grid gap-2 rounded-lg border border-border bg-muted px-4 py-4 text-sm">
                <p className="font-semibold">
                  <time dateTime={respondBy}>
                    {t('contact.waiting.deadline', { date: formatDateTime(respondBy) })}
                  </time>
                </p>
                <p className="text-muted-foreground">{t('contact.waiting.deadlineRule')}</p>
              </div>
            ) : null}
            <p className="text-sm text-muted-foreground">{t('contact.waiting.vetoHint')}</p>
            <Button size="lg" className="w-full" disabled={pending !== null} onClick={() => onAction('veto')}>
              {pending === 'veto' ? <Spinner className="text-current" /> : <HandHeart aria-hidden />}
              {pending === 'veto' ? t('contact.vetoPending') : t('contact.veto')}
            </Button>
            <ReleaseButton pending={pending} onRelease={() => onAction('release')} />
          </>
        ) : (
          <HomeButton />
        )}
      </CardContent>
    </Card>
  );
}

/** Letting the message go cannot be undone: it is asked once more in a dialog. */
function ReleaseButton({ pending, onRelease }: { pending: ContactAction | null; onRelease: () => void }) {
  const { t } = useProofOfLifeTranslation();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="w-full" disabled={pending !== null}>
          {pending === 'release' ? <Spinner className="text-current" /> : <Send aria-hidden />}
          {pending === 'release' ? t('contact.releasePending') : t('contact.release')}
        </Button>
      }
      title={t('contact.releaseTitle')}
      description={t('contact.releaseText')}
      cancel={t('contact.keep')}
      confirm={t('contact.releaseConfirm')}
      onConfirm={onRelease}
    />
  );
}
