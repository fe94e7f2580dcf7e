import { Check, CircleAlert, Square, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { assistantTasks, taskNeedsText, type AssistantTask } from '@app/proto/rules/writing-assistant';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { streamSuggestion, useAssistantStatus } from '../api/writing-assistant';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

type WritingAssistantPanelProps = {
  id: string;
  content: string;
  messageType: string;
  recipientName: string;
  /** Replaces the letter's text with the accepted suggestion (an opening goes before what is there). */
  onAccept: (content: string) => void;
};

type Suggestion = {
  task: AssistantTask;
  text: string;
  state: 'writing' | 'ready' | 'failed';
  error?: string;
};

/**
 * Asks the writing assistant for an opening, or for the sender's text softened, shortened, expanded,
 * corrected or translated. The suggestion appears as it is written and replaces nothing until accepted.
 */
export function WritingAssistantPanel({
  id,
  content,
  messageType,
  recipientName,
  onAccept,
}: WritingAssistantPanelProps) {
  const { t } = useMessagesTranslation();
  const status = useAssistantStatus();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const running = useRef<AbortController | null>(null);
  const language = currentLanguage();
  const other = language === 'es' ? 'en' : 'es';

  useEffect(() => () => running.current?.abort(), []);

  const ask = (task: AssistantTask) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setSuggestion({ task, text: '', state: 'writing' });
    streamSuggestion(
      {
        task,
        text: task === 'opening' ? '' : content,
        language: task === 'translate' ? other : language,
        messageType,
        recipientName,
      },
      (piece) => setSuggestion((current) => current && { ...current, text: current.text + piece }),
      controller.signal,
    ).then(
      () => setSuggestion((current) => current && { ...current, state: 'ready' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSuggestion(
          (current) =>
            current && { ...current, state: 'failed', error: serverMessage(error) ?? t('assistant.failed') },
        );
      },
    );
  };

  const stop = () => {
    running.current?.abort();
    setSuggestion((current) => current && { ...current, state: current.text ? 'ready' : 'failed' });
  };

  const accept = () => {
    if (!suggestion) return;
    const text = suggestion.text.trim();
    onAccept(suggestion.task === 'opening' && content.trim() ? `${text}\n\n${content}` : text);
    setSuggestion(null);
  };

  if (status.isPending) return null;
  if (!status.data?.available) {
    return (
      <Alert id={id}>
        <CircleAlert aria-hidden />
        <AlertDescription>{t('assistant.notAvailable')}</AlertDescription>
      </Alert>
    );
  }

  const hasText = content.trim() !== '';
  // One list and one rule with the server (proto/src/rules/writing-assistant.ts).
  const tasks = assistantTasks.map((task) => ({
    task,
    label: t(task === 'translate' ? `assistant.tasks.translate_${other}` : `assistant.tasks.${task}`),
    needsText: taskNeedsText(task),
  }));
  const writing = suggestion?.state === 'writing';

  return (
    <section
      id={id}
      aria-label={t('assistant.title')}
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4"
    >
      <p className="text-sm text-muted-foreground">{t('assistant.privacy')}</p>
      <div className="flex flex-wrap gap-2">
        {tasks.map(({ task, label, needsText }) => (
          <Button
            key={task}
            variant="outline"
            size="sm"
            disabled={writing || (needsText && !hasText)}
            onClick={() => ask(task)}
          >
            {label}
          </Button>
        ))}
      </div>
      {!hasText ? <p className="text-sm text-muted-foreground">{t('assistant.needsText')}</p> : null}
      {suggestion ? (
        <div className="grid gap-3">
          <div
            role="status"
            aria-live="polite"
            aria-busy={writing}
            aria-label={t('assistant.suggestion')}
            className="min-h-16 whitespace-pre-wrap rounded-md border border-border bg-card p-3 font-serif text-[1.0625rem] leading-relaxed sm:text-base"
          >
            {suggestion.text || (writing ? t('assistant.writing') : '')}
          </div>
          {suggestion.state === 'failed' ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden />
              <AlertDescription>{suggestion.error ?? t('assistant.failed')}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {writing ? (
              <Button variant="outline" size="sm" onClick={stop}>
                <Square aria-hidden />
                {t('assistant.stop')}
              </Button>
            ) : null}
            {suggestion.state === 'ready' && suggestion.text.trim() ? (
              <Button size="sm" onClick={accept}>
                <Check aria-hidden />
                {suggestion.task === 'opening' && hasText
                  ? t('assistant.acceptOpening')
                  : t('assistant.accept')}
              </Button>
            ) : null}
            {!writing ? (
              <Button variant="ghost" size="sm" onClick={() => setSuggestion(null)}>
                <X aria-hidden />
                {t('assistant.discard')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
