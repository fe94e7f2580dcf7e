import { RotateCcw, Trash2, TriangleAlert, UserPen } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import type { SubmissionState } from '../hooks/use-message-submission';

type SubmissionPanelProps = {
  state: Extract<SubmissionState, { phase: 'working' | 'failed' }>;
  onRetry: () => void;
  onSkipAttachments: () => void;
  /** After the warning that the recipient's address bounced lately: seal anyway. */
  onSealDespiteBounce: () => void;
  onBackToEdit: () => void;
  /** After a recipient's refusal: back to the recipient's step, the text kept. */
  onChangeRecipient: () => void;
  /** After a recipient's refusal: the text in this browser forgotten too, a new message begun. */
  onDiscardDraft: () => void;
};

/** What happens after "Create": each stage with a progress bar, or what failed and the ways on. */
export function SubmissionPanel({
  state,
  onRetry,
  onSkipAttachments,
  onSealDespiteBounce,
  onBackToEdit,
  onChangeRecipient,
  onDiscardDraft,
}: SubmissionPanelProps) {
  const { t } = useMessagesTranslation();

  // A warning, not a failure: the sender checks the address, or seals anyway (nothing was spent yet).
  if (state.phase === 'failed' && state.bouncedAddress) {
    return (
      <Alert>
        <TriangleAlert aria-hidden />
        <AlertTitle>{t('submission.bouncedTitle')}</AlertTitle>
        <AlertDescription>
          {state.message ? <p>{state.message}</p> : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={onBackToEdit}>
              {t('submission.correctAddress')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onSealDespiteBounce}>
              {t('submission.sealAnyway')}
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }

  // Final: the recipient refused this sender. The unsealed message is gone; the text stays in the form.
  if (state.phase === 'failed' && state.declined) {
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden />
        <AlertTitle>{t('submission.declinedTitle')}</AlertTitle>
        <AlertDescription>
          {state.message ? <p>{state.message}</p> : null}
          <p>{t('submission.declinedText')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={onChangeRecipient}>
              <UserPen aria-hidden />
              {t('submission.changeRecipient')}
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost">
                  <Trash2 aria-hidden />
                  {t('submission.discardDraft')}
                </Button>
              }
              title={t('submission.discardTitle')}
              description={t('submission.discardText')}
              cancel={t('common.cancel')}
              confirm={t('submission.discardConfirm')}
              variant="destructive"
              onConfirm={onDiscardDraft}
            />
          </div>
        </AlertDescription>
      </Alert>
    );
  }

  if (state.phase === 'failed') {
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden />
        <AlertTitle>
          {state.stage === 'upload' ? t('submission.uploadError') : t('submission.sealError')}
        </AlertTitle>
        <AlertDescription>
          {state.message ? <p>{state.message}</p> : null}
          <p>
            {state.stage === 'upload'
              ? t('submission.uploadFailedText', { count: state.remaining })
              : t('submission.sealFailedText')}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden />
              {t('submission.retry')}
            </Button>
            {state.stage === 'upload' ? (
              <Button size="sm" variant="outline" onClick={onSkipAttachments}>
                {t('submission.withoutAttachments')}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={onBackToEdit}>
              {t('submission.backToEdit')}
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }

  // Creating is the first third, the files the second, sealing the last.
  const { stage, uploaded, total, fileProgress } = state;
  const value =
    stage === 'create'
      ? 10
      : stage === 'seal'
        ? 90
        : 33 + (57 * (uploaded + fileProgress)) / Math.max(1, total);
  const label =
    stage === 'create'
      ? t('submission.creating')
      : stage === 'seal'
        ? t('submission.sealing')
        : t('submission.uploading', { current: Math.min(uploaded + 1, total), total });
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Spinner />
        {label}
        {stage === 'upload' ? (
          <span className="ml-auto text-muted-foreground tabular-nums">
            {Math.round(fileProgress * 100)} %
          </span>
        ) : null}
      </p>
      <Progress value={Math.round(value)} aria-label={t('submission.progressLabel')} />
    </div>
  );
}
