import { Check } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { storedTypeOf, storedTypeStyle, type WizardMessageType } from '../utils/message-types';
import { templateExcerpt, templateIdsByType, type TemplateId } from '../utils/message-templates';

type TemplatesPanelProps = {
  id: string;
  messageType: WizardMessageType;
  selectedId: number | null;
  /** What the person has written so far: a template never replaces it without asking. */
  currentContent: string;
  onUse: (template: { id: TemplateId; content: string }) => void;
};

/** The templates of the chosen type, as cards with the first 120 characters of each. */
export function TemplatesPanel({ id, messageType, selectedId, currentContent, onUse }: TemplatesPanelProps) {
  const { t } = useMessagesTranslation();
  const [pending, setPending] = useState<{ id: TemplateId; title: string; content: string } | null>(null);
  const { icon: Icon, tint } = storedTypeStyle[storedTypeOf[messageType]];

  const choose = (templateId: TemplateId) => {
    const template = {
      id: templateId,
      title: t(`templates.${templateId}.title`),
      content: t(`templates.${templateId}.content`),
    };
    if (currentContent.trim() === '' || currentContent === template.content) onUse(template);
    else setPending(template);
  };

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg bg-muted p-4">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {t('content.templatesTitle', { type: t(`types.${storedTypeOf[messageType]}`) })}
        </h3>
        <p className="text-sm text-muted-foreground">{t('content.templatesHint')}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {templateIdsByType[messageType].map((templateId) => {
          const selected = selectedId === templateId;
          return (
            <li
              key={templateId}
              className={cn(
                'flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs',
                selected ? 'border-primary' : 'border-border',
              )}
            >
              <div className="flex items-center gap-2">
                <span
                  aria-hidden
                  className={cn('flex size-8 items-center justify-center rounded-full', tint)}
                >
                  <Icon className="size-4" />
                </span>
                <h4 className="font-serif text-base font-semibold">{t(`templates.${templateId}.title`)}</h4>
                {selected ? (
                  <Badge variant="soft" className="ml-auto">
                    <Check aria-hidden />
                    {t('content.templateInUse')}
                  </Badge>
                ) : null}
              </div>
              <p className="flex-1 font-serif text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
                {templateExcerpt(t(`templates.${templateId}.content`))}
              </p>
              <Button
                variant={selected ? 'outline' : 'secondary'}
                size="sm"
                className="self-start"
                onClick={() => choose(templateId)}
              >
                {t('content.useTemplate')}
              </Button>
            </li>
          );
        })}
      </ul>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('content.replaceTitle')}
        description={t('content.replaceText', { title: pending?.title ?? '' })}
        cancel={t('common.cancel')}
        confirm={t('content.replaceConfirm')}
        onConfirm={() => (pending ? onUse(pending) : undefined)}
      />
    </section>
  );
}
