import { MESSAGE_TEXT_LIMITS } from '@app/proto/rules/message-text-limits';
import { Eye, EyeOff, LayoutTemplate, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import type { Attachment } from '../hooks/use-message-submission';
import { applyTemplate, selectMessageType, type MessageDraft } from '../utils/message-draft';
import {
  storedTypeOf,
  storedTypeStyle,
  WIZARD_MESSAGE_TYPES,
  type WizardMessageType,
} from '../utils/message-types';
import { AttachmentsSection } from './attachments-section';
import { ChoiceCardGroup } from './choice-card-group';
import { LetterPreview } from './letter-preview';
import { TemplatesPanel } from './templates-panel';
import { WritingAssistantPanel } from './writing-assistant-panel';

type ContentStepProps = {
  draft: MessageDraft;
  setDraft: (update: (draft: MessageDraft) => MessageDraft) => void;
  errors: { recipient?: string; subject?: string; content?: string };
  signature: string;
  attachments: readonly Attachment[];
  onAddAttachment: (attachment: Attachment) => void;
  onRemoveAttachment: (id: string) => void;
};

/** Step 2: the type, who it is for, and the letter itself, with templates, a preview and attachments. */
export function ContentStep({
  draft,
  setDraft,
  errors,
  signature,
  attachments,
  onAddAttachment,
  onRemoveAttachment,
}: ContentStepProps) {
  const { t } = useMessagesTranslation();
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);

  // The spec: choosing a type drops the template, closes the template list and opens the preview.
  const chooseType = (messageType: WizardMessageType) => {
    setDraft((current) => selectMessageType(current, messageType));
    setTemplatesOpen(false);
    setPreviewOpen(true);
  };

  const choices = WIZARD_MESSAGE_TYPES.map((type) => {
    const stored = storedTypeOf[type];
    return {
      value: type,
      label: t(`types.${stored}`),
      description: t(`content.typeDescriptions.${type}`),
      icon: storedTypeStyle[stored].icon,
      iconClassName: storedTypeStyle[stored].tint,
    };
  });

  return (
    <div className="grid gap-8">
      <ChoiceCardGroup
        legend={t('content.typeLegend')}
        name="messageType"
        value={draft.messageType}
        onChange={chooseType}
        choices={choices}
        columns={3}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="field-recipient"
          label={t('content.recipient')}
          placeholder={t('content.recipientPlaceholder')}
          value={draft.recipient}
          maxLength={MESSAGE_TEXT_LIMITS.recipient}
          autoComplete="off"
          error={errors.recipient}
          onChange={(event) => setDraft((current) => ({ ...current, recipient: event.target.value }))}
        />
        <FormField
          id="field-subject"
          label={t('content.subject')}
          placeholder={t('content.subjectPlaceholder')}
          value={draft.subject}
          maxLength={MESSAGE_TEXT_LIMITS.subject}
          autoComplete="off"
          error={errors.subject}
          onChange={(event) => setDraft((current) => ({ ...current, subject: event.target.value }))}
        />
      </div>

      <div className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor="field-content">{t('content.content')}</Label>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={templatesOpen}
              aria-controls={templatesOpen ? 'templates-panel' : undefined}
              onClick={() => setTemplatesOpen((open) => !open)}
            >
              <LayoutTemplate aria-hidden />
              {templatesOpen ? t('content.hideTemplates') : t('content.showTemplates')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={assistantOpen}
              aria-controls={assistantOpen ? 'writing-assistant' : undefined}
              onClick={() => setAssistantOpen((open) => !open)}
            >
              <Sparkles aria-hidden />
              {assistantOpen ? t('assistant.hide') : t('assistant.toggle')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={previewOpen}
              aria-controls={previewOpen ? 'letter-preview' : undefined}
              onClick={() => setPreviewOpen((open) => !open)}
            >
              {previewOpen ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              {previewOpen ? t('content.hidePreview') : t('content.showPreview')}
            </Button>
          </div>
        </div>
        {templatesOpen ? (
          <TemplatesPanel
            id="templates-panel"
            messageType={draft.messageType}
            selectedId={draft.templateId}
            currentContent={draft.content}
            onUse={(template) => {
              setDraft((current) => applyTemplate(current, template));
              setTemplatesOpen(false);
              document.getElementById('field-content')?.focus();
            }}
          />
        ) : null}
        {assistantOpen ? (
          <WritingAssistantPanel
            id="writing-assistant"
            content={draft.content}
            messageType={storedTypeOf[draft.messageType]}
            recipientName={draft.recipient}
            onAccept={(content) => {
              setDraft((current) => ({ ...current, content }));
              document.getElementById('field-content')?.focus();
            }}
          />
        ) : null}
        <Textarea
          id="field-content"
          value={draft.content}
          maxLength={MESSAGE_TEXT_LIMITS.content}
          placeholder={t('content.contentPlaceholder')}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? 'field-content-error' : undefined}
          onChange={(event) => setDraft((current) => ({ ...current, content: event.target.value }))}
          className="min-h-72 font-serif text-[1.0625rem] leading-relaxed sm:text-base"
        />
        {errors.content ? (
          <p id="field-content-error" className="text-sm text-destructive">
            {errors.content}
          </p>
        ) : null}
      </div>

      {previewOpen ? (
        <LetterPreview
          id="letter-preview"
          recipient={draft.recipient}
          subject={draft.subject}
          content={draft.content}
          signature={signature}
          attachmentCount={attachments.length}
        />
      ) : null}

      <AttachmentsSection attachments={attachments} onAdd={onAddAttachment} onRemove={onRemoveAttachment} />
    </div>
  );
}
