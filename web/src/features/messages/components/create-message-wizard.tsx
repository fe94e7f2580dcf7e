import { isPostalCountry, POSTAL_FORMATS, type PostalAddressField } from '@app/proto/rules/postal-address';
import { TRUSTED_CONTACT_NAME_MAX } from '@app/proto/rules/trusted-contact';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CreditCard, History, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { savePaymentToken } from '../../../lib/payment-token';
import { messagesQueryKey } from '../../../api/get-messages';
import { isBouncedAddressWarning, isRecipientDeclined, type SealedMessage } from '../api/seal-message';
import { useMessageSubmission, type Attachment } from '../hooks/use-message-submission';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { clearDraft, loadDraft, saveDraft } from '../utils/draft-storage';
import {
  furthestReachableStep,
  isStepComplete,
  missingFields,
  newDraft,
  senderNameOf,
  toCreateMessageInput,
  type MessageDraft,
  type MissingField,
  type Sender,
  type WizardStep,
} from '../utils/message-draft';
import { ContentStep } from './content-step';
import { CreationSuccess } from './creation-success';
import { DeliveryStep } from './delivery-step';
import { SenderStep } from './sender-step';
import { SubmissionPanel } from './submission-panel';
import { WizardProgressHeader } from './wizard-progress-header';

export type WizardUser = {
  id: string;
  username: string;
  fullName: string;
  email: string;
  isEmailVerified: boolean;
  freeDeliveries: number | null;
};

/** What the wizard hands its payment step, after sealing a message that must be paid. */
export type PaymentStepProps = {
  messageId: string;
  /** The message's delivery method ("email", "postal"…): it sets the price. */
  deliveryMethod: string;
  paymentToken: string | null;
  /** Paid without leaving the page; `pending` while PayPal still reviews the payment. */
  onPaid: (outcome: { pending: boolean }) => void;
  /** Not now: the sealed message stays, waiting for payment. */
  onCancel: () => void;
};

type CreateMessageWizardProps = {
  user: WizardUser;
  /** The payment step (the payments feature's panel), brought by the route: features do not import each other. */
  paymentStep: ComponentType<PaymentStepProps>;
  /** Reads the paid message again before its code is shown. */
  confirmPayment: (messageId: string, paymentToken: string | null) => Promise<unknown>;
};

// Re-checked every half minute, so "in the past" and the date picker's minimum follow the clock.
const CLOCK_TICK_MS = 30_000;

const isQuestionField = (field: MissingField): field is `question:${string}` => field.startsWith('question:');
const isAnswerField = (field: MissingField): field is `answer:${string}` => field.startsWith('answer:');
const isPostalField = (field: MissingField): field is `postal:${PostalAddressField}` =>
  field.startsWith('postal:');
const postalPart = (field: `postal:${PostalAddressField}`) =>
  field.slice('postal:'.length) as PostalAddressField;

/** The element each missing field points at, so the first one can take the focus. */
function fieldId(field: MissingField): string {
  if (isQuestionField(field)) return `question-${field.slice('question:'.length)}`;
  if (isAnswerField(field)) return `answer-${field.slice('answer:'.length)}`;
  if (isPostalField(field)) return `field-postal-${postalPart(field)}`;
  if (field === 'senderName') return 'field-senderName';
  if (field === 'deliveryDatePast') return 'field-deliveryDate';
  if (field === 'deliverNotBeforePast') return 'field-deliverNotBefore';
  if (field === 'recipientEmailInvalid') return 'field-recipientEmail';
  if (field === 'trustedContactNameTooLong') return 'field-trustedContactName';
  if (field === 'trustedContactIsRecipient') return 'field-trustedContactEmail';
  if (field === 'questions') return 'security-title';
  return `field-${field}`;
}

/** The step holding a field the server refused, so the wizard can take the person there. */
function stepOfServerField(field: string | undefined): WizardStep | null {
  if (!field) return null;
  if (field === 'senderCustomTitle' || field === 'senderName') return 1;
  if (['recipient', 'subject', 'content', 'messageType'].includes(field)) return 2;
  return 3;
}

/**
 * Fields the server may refuse that the wizard's own check cannot (it does not know every address that
 * bounces): its words stay by the field until the person changes what it refused.
 */
const serverFields = {
  'trustedContact.name': {
    id: 'field-trustedContactName',
    fallback: 'errors.trustedContactName',
    value: (draft: MessageDraft) => draft.trustedContactName,
  },
  'trustedContact.email': {
    id: 'field-trustedContactEmail',
    fallback: 'errors.trustedContactEmail',
    value: (draft: MessageDraft) => draft.trustedContactEmail,
  },
} as const;
type ServerField = keyof typeof serverFields;
const isServerField = (field: string | undefined): field is ServerField =>
  field !== undefined && Object.hasOwn(serverFields, field);

function hasWork(draft: MessageDraft): boolean {
  return [draft.recipient, draft.subject, draft.content, draft.recipientEmail, draft.senderCustomTitle].some(
    (text) => text.trim() !== '',
  );
}

// After the seal, every step is behind the person.
const ALL_COMPLETE = { 1: true, 2: true, 3: true } as const;

/** The whole creation wizard: three steps, the submission and the success screen. */
export function CreateMessageWizard({
  user,
  paymentStep: PaymentStep,
  confirmPayment,
}: CreateMessageWizardProps) {
  const { t } = useMessagesTranslation();
  const { t: tShared } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const sender: Sender = { name: user.fullName.trim() || user.username, email: user.email };

  const [now, setNow] = useState(() => new Date());
  const [initial] = useState(() => {
    const restored = loadDraft(user.id);
    if (!restored) return { draft: newDraft(new Date()), restored: false };
    // A step is only reopened if every step before it is still complete.
    const step = Math.min(restored.step, furthestReachableStep(restored, sender, new Date())) as WizardStep;
    return { draft: { ...restored, step }, restored: hasWork(restored) };
  });
  const [draft, setDraftState] = useState<MessageDraft>(initial.draft);
  const [showRestored, setShowRestored] = useState(initial.restored);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  // Inline "what is missing" appears for a step once the person tried to leave it incomplete.
  const [attempted, setAttempted] = useState<Partial<Record<WizardStep, boolean>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  // After sealing a message that must be paid: the panel, then (paid) the success screen with its code.
  const [payment, setPayment] = useState<'open' | 'confirming' | 'paid'>('open');
  // A message left waiting for payment when the person went back to the wizard.
  const [unpaid, setUnpaid] = useState<{ id: string; subject: string } | null>(null);
  // A field the server refused, with its words and the value it refused.
  const [serverError, setServerError] = useState<{ field: ServerField; text: string; value: string } | null>(
    null,
  );

  const submission = useMessageSubmission({
    onCreateError: (error, field) => {
      toast({
        variant: 'destructive',
        title: t('submission.createError'),
        description: serverMessage(error) ?? t('submission.createErrorFallback'),
      });
      const step = stepOfServerField(field);
      if (step && step < draft.step) goTo(step, { force: true });
      if (isServerField(field)) {
        const { fallback, value } = serverFields[field];
        setServerError({ field, text: serverMessage(error) ?? t(fallback), value: value(draft) });
      }
    },
    // The bounced address's warning and the recipient's refusal are the panel's own; anything else is also a toast.
    onStageError: (stage, error) => {
      if (isBouncedAddressWarning(error) || isRecipientDeclined(error)) return;
      toast({
        variant: 'destructive',
        title: stage === 'upload' ? t('submission.uploadError') : t('submission.sealError'),
        description: serverMessage(error),
      });
    },
    onDone: (result) => {
      if (result.requiresPayment && result.paymentToken) savePaymentToken(result.id, result.paymentToken);
      setPayment('open');
      setUnpaid(null);
      clearDraft(user.id);
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
      // The seal may have spent a free delivery: the top bar's count comes from the user.
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      window.scrollTo({ top: 0 });
    },
  });
  const { state } = submission;
  const busy = state.phase === 'working' || state.phase === 'failed';

  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(tick);
  }, []);

  // Every change is kept in this browser (never the answers, never the files) until the message is made.
  useEffect(() => {
    if (draft !== initial.draft && state.phase !== 'done') saveDraft(user.id, draft);
  }, [draft, initial.draft, state.phase, user.id]);

  // The refused field takes the focus, once the form is enabled again.
  useEffect(() => {
    if (serverError) document.getElementById(serverFields[serverError.field].id)?.focus();
  }, [serverError]);

  // A new step's heading takes the focus, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus({ preventScroll: true });
  }, [draft.step]);

  const setDraft = (update: (current: MessageDraft) => MessageDraft) => setDraftState(update);

  const missing = missingFields(draft, draft.step, sender, now);
  const complete = {
    1: isStepComplete(draft, 1, sender, now),
    2: isStepComplete(draft, 2, sender, now),
    3: isStepComplete(draft, 3, sender, now),
  };

  function goTo(target: WizardStep, { force = false } = {}) {
    if (target === draft.step) return;
    if (!force && target > draft.step) {
      // Forward is one step at a time, and only from a complete step.
      const missingNow = missingFields(draft, draft.step, sender, new Date());
      if (target !== draft.step + 1 || missingNow.length > 0) {
        setAttempted((current) => ({ ...current, [draft.step]: true }));
        const first = missingNow[0];
        if (first) document.getElementById(fieldId(first))?.focus();
        return;
      }
    }
    stepChanged.current = true;
    setDraftState((current) => ({ ...current, step: target }));
    window.scrollTo({ top: 0 });
  }

  function submit() {
    const missingNow = ([1, 2, 3] as const).flatMap((step) =>
      missingFields(draft, step, sender, new Date()).map((field) => ({ step, field })),
    );
    const first = missingNow[0];
    if (first) {
      setAttempted((current) => ({ ...current, [first.step]: true }));
      if (first.step !== draft.step) goTo(first.step, { force: true });
      else document.getElementById(fieldId(first.field))?.focus();
      return;
    }
    void submission.submit(toCreateMessageInput(draft, sender), attachments);
  }

  function startOver() {
    clearDraft(user.id);
    setAttachments([]);
    setAttempted({});
    setShowRestored(false);
    stepChanged.current = true;
    setDraftState(newDraft(new Date()));
    window.scrollTo({ top: 0 });
  }

  const postalFormat = isPostalCountry(draft.postalAddress.country)
    ? POSTAL_FORMATS[draft.postalAddress.country]
    : null;
  const postalError = (part: PostalAddressField) =>
    part !== 'postalCode'
      ? t(`errors.postal.${part}`)
      : draft.postalAddress.postalCode.trim()
        ? t('errors.postal.postalCode', { example: postalFormat?.example ?? '' })
        : t('errors.postal.postalCodeRequired');

  // Inline texts for the fields still missing on this step, once the person tried to go on.
  const errors: Record<string, string | undefined> = {};
  if (attempted[draft.step]) {
    for (const field of missing) {
      if (isQuestionField(field)) errors[fieldId(field)] = t('errors.question');
      else if (isAnswerField(field)) errors[fieldId(field)] = t('errors.answer');
      else if (isPostalField(field)) errors[fieldId(field)] = postalError(postalPart(field));
      else if (field === 'trustedContactNameTooLong') {
        errors[fieldId(field)] = t('errors.trustedContactNameTooLong', { max: TRUSTED_CONTACT_NAME_MAX });
      } else errors[field === 'questions' ? 'questions' : fieldId(field)] = t(`errors.${field}`);
    }
  }

  if (serverError && serverFields[serverError.field].value(draft) === serverError.value) {
    const id = serverFields[serverError.field].id;
    errors[id] ??= serverError.text;
  }

  const signature = draft.isAnonymous
    ? t('content.anonymous')
    : [draft.senderCustomTitle.trim(), senderNameOf(draft, sender).trim()].filter(Boolean).join(', ');

  /** Paid in the popup (or nothing was left to pay): the message is read again, then the code is shown. */
  async function onPaid(result: SealedMessage, outcome: { pending: boolean }) {
    setPayment('confirming');
    try {
      await confirmPayment(result.id, result.paymentToken ?? null);
    } catch {
      toast({ variant: 'destructive', title: t('success.confirmError') });
    }
    if (outcome.pending) {
      toast({ title: t('success.paymentPending'), description: t('success.paymentPendingText') });
    }
    void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['user'] });
    setPayment('paid');
    window.scrollTo({ top: 0 });
  }

  if (state.phase === 'done' && state.result.requiresPayment && payment !== 'paid') {
    const result = state.result;
    return (
      <div className="flex flex-col">
        <WizardProgressHeader current={4} complete={ALL_COMPLETE} onSelect={() => undefined} disabled />
        <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 pt-6 pb-16 sm:px-6">
          <section className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
            {payment === 'confirming' ? (
              <div role="status" className="flex items-center justify-center gap-3 py-10">
                <Spinner />
                {t('success.confirming')}
              </div>
            ) : (
              <PaymentStep
                messageId={result.id}
                deliveryMethod={draft.deliveryType}
                paymentToken={result.paymentToken ?? null}
                onPaid={(outcome) => void onPaid(result, outcome)}
                onCancel={() => {
                  // The sealed message stays, waiting for payment; the wizard starts a new one.
                  setUnpaid({ id: result.id, subject: draft.subject.trim() });
                  submission.reset();
                  startOver();
                }}
              />
            )}
          </section>
        </div>
      </div>
    );
  }

  if (state.phase === 'done') {
    return (
      <div className="flex flex-col">
        <WizardProgressHeader current={4} complete={ALL_COMPLETE} onSelect={() => undefined} disabled />
        <div className="mx-auto w-full max-w-4xl px-4 pt-6 pb-16 sm:px-6">
          <CreationSuccess
            accessCode={state.result.accessCode}
            recipient={draft.recipient.trim()}
            onWriteAnother={() => {
              submission.reset();
              startOver();
            }}
          />
        </div>
      </div>
    );
  }

  const stepTitle = t(`wizard.steps.${draft.step}`);
  return (
    <div className="flex flex-col">
      <WizardProgressHeader current={draft.step} complete={complete} onSelect={goTo} disabled={busy} />
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 pt-8 pb-16 sm:px-6">
        <header className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {tShared('pages.createMessage')}
          </h1>
          <p className="text-muted-foreground">{t('wizard.intro')}</p>
        </header>

        {unpaid ? (
          <Alert variant="warning">
            <CreditCard aria-hidden />
            <AlertTitle>{t('wizard.unpaidTitle')}</AlertTitle>
            <AlertDescription>
              <p>{t('wizard.unpaidText', { subject: unpaid.subject })}</p>
              <div className="mt-2">
                <Button asChild size="sm">
                  <Link to={paths.payment.getHref(unpaid.id)}>{t('wizard.unpaidPay')}</Link>
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : null}
        {user.isEmailVerified ? null : (
          <Alert variant="warning">
            <TriangleAlert aria-hidden />
            <AlertTitle>{t('wizard.unverifiedTitle')}</AlertTitle>
            <AlertDescription>{t('wizard.unverifiedText')}</AlertDescription>
          </Alert>
        )}
        {showRestored ? (
          <Alert>
            <History aria-hidden />
            <AlertTitle>{t('wizard.restoredTitle')}</AlertTitle>
            <AlertDescription>
              <p>{t('wizard.restoredText')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={startOver}>
                  {t('wizard.startOver')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setShowRestored(false)}>
                  {t('wizard.keepDraft')}
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : null}

        <section
          aria-labelledby="step-title"
          className="grid gap-6 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8"
        >
          <div className="grid gap-1">
            <p className="text-sm font-medium text-primary">{t('wizard.stepOf', { step: draft.step })}</p>
            <h2
              id="step-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold tracking-tight outline-none"
            >
              {stepTitle}
            </h2>
            <p className="text-sm text-muted-foreground">{t(`wizard.stepIntro.${draft.step}`)}</p>
          </div>

          <fieldset disabled={busy} className="min-w-0">
            <legend className="sr-only">{stepTitle}</legend>
            {draft.step === 1 ? (
              <SenderStep
                draft={draft}
                sender={sender}
                onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
                nameError={errors['field-senderName']}
              />
            ) : draft.step === 2 ? (
              <ContentStep
                draft={draft}
                setDraft={setDraft}
                errors={{
                  recipient: errors['field-recipient'],
                  subject: errors['field-subject'],
                  content: errors['field-content'],
                }}
                signature={signature}
                attachments={attachments}
                onAddAttachment={(attachment) => setAttachments((current) => [...current, attachment])}
                onRemoveAttachment={(id) =>
                  setAttachments((current) => current.filter((item) => item.id !== id))
                }
              />
            ) : (
              <DeliveryStep
                draft={draft}
                setDraft={setDraft}
                errors={errors}
                freeDeliveries={user.freeDeliveries ?? 0}
                now={now}
              />
            )}
          </fieldset>

          {attempted[draft.step] && missing.length > 0 ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t('wizard.missingSummary')}
            </p>
          ) : null}

          {state.phase === 'working' || state.phase === 'failed' ? (
            <SubmissionPanel
              state={state}
              onRetry={() => void submission.submit(toCreateMessageInput(draft, sender), attachments)}
              onSkipAttachments={() =>
                void submission.skipRemainingAttachments(toCreateMessageInput(draft, sender), attachments)
              }
              onSealDespiteBounce={() =>
                void submission.sealDespiteBounce(toCreateMessageInput(draft, sender), attachments)
              }
              onBackToEdit={() => void submission.abandon()}
              onChangeRecipient={() => {
                void submission.abandon();
                goTo(2, { force: true });
              }}
              onDiscardDraft={() => {
                void submission.abandon();
                startOver();
              }}
            />
          ) : null}

          {draft.step === 3 && !busy ? (
            <p className="text-sm text-muted-foreground">
              {draft.deliveryType === 'EMAIL' && (user.freeDeliveries ?? 0) > 0
                ? t('wizard.costFree', { count: user.freeDeliveries ?? 0 })
                : t('wizard.costPaid')}
            </p>
          ) : null}

          <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-between">
            {draft.step > 1 ? (
              <Button variant="outline" onClick={() => goTo((draft.step - 1) as WizardStep)} disabled={busy}>
                <ArrowLeft aria-hidden />
                {t('wizard.back')}
              </Button>
            ) : (
              <span aria-hidden className="hidden sm:block" />
            )}
            {draft.step < 3 ? (
              <Button onClick={() => goTo((draft.step + 1) as WizardStep)}>
                {t('wizard.next')}
                <ArrowRight aria-hidden />
              </Button>
            ) : (
              <Button onClick={submit} disabled={busy}>
                <Send aria-hidden />
                {t('wizard.submit')}
              </Button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
