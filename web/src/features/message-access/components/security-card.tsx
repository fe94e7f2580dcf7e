import { TYPED_ANSWER_MAX_LENGTH } from '@app/proto/rules/security-levels';
import { ArrowLeft, Lock, ShieldQuestion, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { AccessResponse } from '../api/types';
import { useAccessTranslation } from '../hooks/use-access-translation';
import { attemptNotice, questionsOf } from '../utils/attempt-rules';

type SecurityCardProps = {
  access: AccessResponse;
  pending: boolean;
  /** Checks the answers (one per question, in order); resolves once the outcome is on screen. */
  onSubmit: (answers: string[]) => Promise<void>;
};

/** The sender's question(s), all asked at once, with what is at stake when tries are limited. */
export function SecurityCard({ access, pending, onSubmit }: SecurityCardProps) {
  const { t } = useAccessTranslation();
  const id = useId();
  const questions = questionsOf(access);
  // A message with security but no question text still gets one field.
  const fields = questions.length > 0 ? questions : [t('security.answerPlaceholder')];
  const [answers, setAnswers] = useState<string[]>(() => fields.map(() => ''));
  const [missing, setMissing] = useState<boolean[]>([]);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const notice = attemptNotice(access);
  const locked = access.isLocked;

  // The question is what the person came to answer: its field takes the focus (its label reads the
  // question out). A locked message has nothing to type, so the heading takes it instead.
  useEffect(() => {
    if (access.isLocked) titleRef.current?.focus();
    else inputs.current[0]?.focus();
  }, [access.isLocked]);

  const focusField = (index: number) => {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked || pending) return;
    const blank = fields.map((_, index) => (answers[index] ?? '').trim() === '');
    setMissing(blank);
    const firstBlank = blank.indexOf(true);
    if (firstBlank !== -1) {
      focusField(firstBlank);
      return;
    }
    await onSubmit(fields.map((_, index) => answers[index] ?? ''));
    // Still here: the answer was refused; the first field is ready for another try.
    focusField(0);
  };

  const warnings = [
    notice.blockWarning ? t('security.blockWarning', { max: notice.limit ?? 5 }) : null,
    notice.lastAttempt
      ? notice.outcome === 'delete'
        ? t('security.lastAttemptDelete')
        : t('security.lastAttemptLock')
      : null,
  ].filter((text): text is string => text !== null);

  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span
          aria-hidden
          className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary"
        >
          {locked ? <Lock className="size-6" /> : <ShieldQuestion className="size-6" />}
        </span>
        <CardTitle as="h1" ref={titleRef} tabIndex={-1} className="outline-none">
          {t('security.title')}
        </CardTitle>
        {locked ? null : (
          <CardDescription id={`${id}-text`} className="text-base text-balance">
            {t('security.text', { count: fields.length })}
          </CardDescription>
        )}
        {notice.limit !== null && !locked ? (
          <p id={`${id}-limit`} className="text-sm text-muted-foreground">
            {notice.outcome === 'delete'
              ? t('security.limitDelete', { count: notice.limit })
              : t('security.limitLock', { count: notice.limit })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-busy={pending}>
          {fields.map((question, index) => {
            const inputId = `${id}-answer-${index}`;
            const errorId = `${inputId}-error`;
            // The first field also points at what the card says above it (the limit on tries, too).
            const about =
              index === 0 && !locked ? [`${id}-text`, notice.limit !== null ? `${id}-limit` : ''] : [];
            const describedBy = [...about, missing[index] ? errorId : ''].filter(Boolean).join(' ');
            return (
              <div key={index} className="grid gap-2">
                <Label htmlFor={inputId} className="grid gap-1 leading-snug">
                  {fields.length > 1 ? (
                    <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                      {t('security.questionNumber', { number: index + 1 })}
                    </span>
                  ) : null}{' '}
                  <span className="text-base">{question}</span>
                </Label>
                <Input
                  id={inputId}
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  value={answers[index] ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    setAnswers((current) =>
                      current.map((item, position) => (position === index ? value : item)),
                    );
                    if (missing[index])
                      setMissing((current) => current.map((item, position) => position !== index && item));
                  }}
                  disabled={locked}
                  placeholder={t('security.answerPlaceholder')}
                  autoComplete="off"
                  spellCheck={false}
                  // The server's limit for one answer.
                  maxLength={TYPED_ANSWER_MAX_LENGTH}
                  aria-invalid={missing[index] ? true : undefined}
                  aria-describedby={describedBy || undefined}
                />
                {missing[index] ? (
                  <p id={errorId} className="text-sm text-destructive">
                    {t('security.answerRequired')}
                  </p>
                ) : null}
              </div>
            );
          })}

          {locked ? (
            <Alert variant="destructive">
              <Lock aria-hidden />
              <AlertTitle>{t('security.locked')}</AlertTitle>
              <AlertDescription>{t('security.lockedHelp')}</AlertDescription>
            </Alert>
          ) : access.attempts > 0 || warnings.length > 0 ? (
            <Alert variant={warnings.length > 0 ? 'warning' : 'default'}>
              <TriangleAlert aria-hidden />
              <AlertDescription>
                {access.attempts > 0 ? <p>{t('security.attempts', { count: access.attempts })}</p> : null}
                {warnings.map((warning) => (
                  <p key={warning} className="font-medium">
                    {warning}
                  </p>
                ))}
              </AlertDescription>
            </Alert>
          ) : null}

          <Button type="submit" size="lg" className="w-full" disabled={locked || pending}>
            {pending ? <Spinner className="text-current" /> : null}
            {pending ? t('security.checking') : t('security.submit')}
          </Button>
          {locked ? (
            <Button asChild variant="outline" className="justify-self-center">
              <Link to={paths.messageAccess.getHref()}>
                <ArrowLeft aria-hidden />
                {t('view.backToAccess')}
              </Link>
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
