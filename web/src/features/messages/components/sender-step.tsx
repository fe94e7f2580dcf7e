import { MESSAGE_TEXT_LIMITS } from '@app/proto/rules/message-text-limits';
import { Info, ShieldCheck } from 'lucide-react';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { senderNameOf, type MessageDraft, type Sender } from '../utils/message-draft';

type SenderStepProps = {
  draft: MessageDraft;
  sender: Sender;
  onChange: (change: Partial<MessageDraft>) => void;
  /** Shown once the person tried to go on without a sender. */
  nameError: string | undefined;
};

/** Step 1: who the message is from, or that it is anonymous. */
export function SenderStep({ draft, sender, onChange, nameError }: SenderStepProps) {
  const { t } = useMessagesTranslation();
  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-3 rounded-lg border border-border bg-card p-4">
        <Switch
          id="field-isAnonymous"
          checked={draft.isAnonymous}
          onCheckedChange={(isAnonymous) => onChange({ isAnonymous })}
          aria-describedby="anonymous-state"
        />
        <Label htmlFor="field-isAnonymous" className="cursor-pointer leading-snug">
          {t('sender.anonymous')}
        </Label>
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              aria-label={t('sender.anonymousInfo')}
              className="-my-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:size-9"
            >
              <Info aria-hidden className="size-4" />
            </button>
          </TooltipTrigger>
          <TooltipContent>{t('sender.anonymousTooltip')}</TooltipContent>
        </Tooltip>
      </div>
      <p id="anonymous-state" className="-mt-3 text-sm text-muted-foreground">
        {draft.isAnonymous ? t('sender.anonymousOn') : t('sender.anonymousOff')}
      </p>

      {draft.isAnonymous ? null : (
        <div className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="field-senderName"
              label={t('sender.name')}
              value={senderNameOf(draft, sender)}
              maxLength={MESSAGE_TEXT_LIMITS.senderName}
              autoComplete="name"
              error={nameError}
              onChange={(event) => onChange({ senderName: event.target.value })}
            />
            <FormField
              id="field-senderEmail"
              label={t('sender.email')}
              type="email"
              value={sender.email}
              readOnly
              className="[&_input]:bg-muted"
            />
          </div>
          <p className="flex gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{t('sender.privacy')}</span>
          </p>
          <FormField
            id="field-senderCustomTitle"
            label={t('sender.customTitle')}
            value={draft.senderCustomTitle}
            maxLength={MESSAGE_TEXT_LIMITS.title}
            placeholder={t('sender.customTitlePlaceholder')}
            onChange={(event) => onChange({ senderCustomTitle: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}
