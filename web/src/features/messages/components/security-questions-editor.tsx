import { MESSAGE_TEXT_LIMITS } from '@app/proto/rules/message-text-limits';
import { MAX_QUESTIONS, QUESTION_LIMITS } from '@app/proto/rules/security-levels';
import { Info, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import {
  addQuestion,
  canAddQuestion,
  canRemoveQuestion,
  removeQuestion,
  updateQuestion,
  type MessageDraft,
} from '../utils/message-draft';

type SecurityQuestionsEditorProps = {
  draft: MessageDraft;
  setDraft: (update: (draft: MessageDraft) => MessageDraft) => void;
  /** Inline texts by field id (`question-<id>`, `answer-<id>`), once the person tried to go on. */
  errors: Record<string, string | undefined>;
};

/** The recipient's questions: up to three for BASIC, exactly one for the intermediate and strict levels. */
export function SecurityQuestionsEditor({ draft, setDraft, errors }: SecurityQuestionsEditorProps) {
  const { t } = useMessagesTranslation();
  const several = QUESTION_LIMITS[draft.securityLevel].max > 1;
  return (
    <section
      aria-labelledby="questions-title"
      className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h3 id="questions-title" className="text-base font-semibold">
          {several ? t('questions.titleMany') : t('questions.titleOne')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('questions.intro')}</p>
      </div>

      <ol className="grid gap-4">
        {draft.questions.map((question, index) => {
          const number = index + 1;
          return (
            <li key={question.id} className="grid gap-3 rounded-md bg-muted p-3 sm:p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold">{t('questions.number', { number })}</p>
                {canRemoveQuestion(draft) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDraft((current) => removeQuestion(current, question.id))}
                    aria-label={t('questions.remove', { number })}
                  >
                    <Trash2 aria-hidden />
                    <span aria-hidden className="hidden sm:inline">
                      {t('questions.removeShort')}
                    </span>
                  </Button>
                ) : null}
              </div>
              <FormField
                id={`question-${question.id}`}
                label={t('questions.question')}
                placeholder={t('questions.questionPlaceholder')}
                value={question.question}
                maxLength={MESSAGE_TEXT_LIMITS.question}
                autoComplete="off"
                error={errors[`question-${question.id}`]}
                onChange={(event) =>
                  setDraft((current) =>
                    updateQuestion(current, question.id, { question: event.target.value }),
                  )
                }
              />
              <FormField
                id={`answer-${question.id}`}
                label={t('questions.answer')}
                value={question.answer}
                maxLength={MESSAGE_TEXT_LIMITS.answer}
                // Not a password manager's business, and the phone keyboard should not "correct" it.
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-describedby={
                  errors[`answer-${question.id}`] ? `answer-${question.id}-error answer-hint` : 'answer-hint'
                }
                error={errors[`answer-${question.id}`]}
                onChange={(event) =>
                  setDraft((current) => updateQuestion(current, question.id, { answer: event.target.value }))
                }
                className="[&_input]:bg-card"
              />
            </li>
          );
        })}
      </ol>

      <p id="answer-hint" className="flex gap-2 text-sm text-muted-foreground">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {t('questions.answerHint')} {t('questions.notSaved')}
        </span>
      </p>

      {several ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => setDraft(addQuestion)} disabled={!canAddQuestion(draft)}>
            <Plus aria-hidden />
            {t('questions.add')}
          </Button>
          <span className="text-sm text-muted-foreground">
            {t('questions.count', { count: draft.questions.length, max: MAX_QUESTIONS })}
          </span>
        </div>
      ) : null}
    </section>
  );
}
