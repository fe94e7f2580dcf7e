import { CONTACT_WINDOW_DAYS, type TrustedContact } from '@app/proto/rules/trusted-contact';
import { Eye, EyeOff, RotateCcw, UserRoundCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { serverMessage } from '../../../lib/api-client';
import { AttachmentsGrid } from '../../../components/message/attachments-grid';
import { LetterParagraphs, LetterSender } from '../../../components/message/letter-parts';
import { postalAddressLines } from '@app/proto/rules/postal-address';
import { useMessage, type OwnMessage } from '../../../api/get-message';
import { useMessageMedia } from '../api/get-message-media';
import type { MessageSummary } from '../../../api/get-messages';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { displaySubject } from '../../../lib/display-subject';
import { shownStatus, statusBadgeVariant } from '../utils/message-status';
import { isReaction, RecipientReaction } from './recipient-reaction';

type OwnMessageDialogProps = {
  message: MessageSummary;
  /** The delivery line the card already shows (date and time, or how it will be delivered). */
  when: string;
};

/**
 * The sender reads their own message from the home list, through their own calls: opening it here
 * never spends an attempt and never marks it read, unlike the recipient's page.
 */
export function OwnMessageDialog({ message, when }: OwnMessageDialogProps) {
  const { t } = useMessagesTranslation();
  const subject = displaySubject(message.subject);

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm">
          <Eye aria-hidden />
          {t('own.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('own.close')} className="max-w-2xl gap-6 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle className="text-xl break-words">{subject}</DialogTitle>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
            <Badge variant={statusBadgeVariant[shownStatus(message)]}>
              {t(`status.${shownStatus(message)}`)}
            </Badge>
            <span>
              {t('list.delivery')}: {when}
            </span>
          </div>
          {isReaction(message.reaction) ? (
            <RecipientReaction recipient={message.recipient} reaction={message.reaction} />
          ) : null}
          <DialogDescription className="flex gap-2">
            <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{t('own.privateNote')}</span>
          </DialogDescription>
        </DialogHeader>
        {/* Only mounted while open: the list never fetches a message nobody opened. */}
        <OwnMessageBody messageId={message.id} hasMedia={message.hasMedia} />
      </DialogContent>
    </Dialog>
  );
}

function OwnMessageBody({ messageId, hasMedia }: { messageId: string; hasMedia: boolean }) {
  const { t } = useMessagesTranslation();
  const query = useMessage(messageId);
  const media = useMessageMedia(messageId);

  if (query.isPending) return <LetterSkeleton />;
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t('own.loadError')}</AlertTitle>
        <AlertDescription>
          <p>{serverMessage(query.error) ?? t('own.loadErrorText')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2 justify-self-start"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RotateCcw aria-hidden />
            {t('list.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const attachments = (media.data ?? []).map((item) => ({
    id: item.id,
    mediaType: item.mediaType,
    url: item.mediaUrl,
  }));

  return (
    <div className="grid gap-8">
      <OwnLetter message={query.data} />
      <SecurityQuestions message={query.data} />
      {query.data.trustedContact ? (
        <TrustedContactSection messageId={messageId} contact={query.data.trustedContact} />
      ) : null}
      {media.isPending && hasMedia ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('own.loadingMedia')}
        </p>
      ) : (
        <AttachmentsGrid media={attachments} headingLevel="h3" />
      )}
    </div>
  );
}

/** The letter as its recipient will read it: who it is for, who signs it, the paragraphs. */
function OwnLetter({ message }: { message: OwnMessage }) {
  const { t } = useMessagesTranslation();
  const anonymous = t('own.anonymous');
  const name = message.isAnonymous ? null : message.senderName.trim() || null;
  const email = message.isAnonymous ? null : message.senderEmail.trim() || null;
  const customTitle = message.isAnonymous ? null : message.senderCustomTitle.trim() || null;
  const recipientEmail = message.recipientEmail.trim();

  return (
    <article
      aria-label={t('own.letterLabel')}
      className="rounded-md border border-border bg-[#fffdf8] px-5 py-6 font-serif text-[1.0625rem] leading-relaxed text-foreground shadow-sm sm:px-10 sm:py-8"
    >
      <dl className="mb-6 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1.5 border-b border-border pb-4 font-sans text-sm">
        <dt className="text-muted-foreground">{t('own.to')}</dt>
        <dd className="min-w-0 break-words">
          <span className="font-medium">{message.recipient}</span>
          {recipientEmail ? <span className="text-muted-foreground"> · {recipientEmail}</span> : null}
        </dd>
        {message.postalAddress ? (
          <>
            <dt className="text-muted-foreground">{t('own.postalAddress')}</dt>
            <dd className="min-w-0 break-words" data-testid="postal-address">
              {postalAddressLines(message.postalAddress).join(', ')}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('own.from')}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <LetterSender
            isAnonymous={message.isAnonymous}
            name={name}
            customTitle={customTitle}
            email={email}
            anonymous={anonymous}
          />
        </dd>
      </dl>
      <LetterParagraphs content={message.content} emptyText={t('own.noContent')} />
      <p className="mt-8 text-right italic">{customTitle ?? name ?? anonymous}</p>
    </article>
  );
}

/** The questions the recipient will be asked; their answers are never shown, here or anywhere. */
function SecurityQuestions({ message }: { message: OwnMessage }) {
  const { t } = useMessagesTranslation();
  const questions = message.questions.map((item) => item.question.trim()).filter(Boolean);

  return (
    <section aria-labelledby={`own-${message.id}-questions`} className="grid gap-2">
      <h3 id={`own-${message.id}-questions`} className="text-lg font-semibold tracking-tight">
        {t('own.questionsTitle')}
      </h3>
      {questions.length > 0 ? (
        <>
          <ol className="grid list-decimal gap-1.5 pl-6">
            {questions.map((question, index) => (
              <li key={index} className="break-words">
                {question}
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground">{t('own.answersHidden')}</p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('own.noQuestions')}</p>
      )}
    </section>
  );
}

/** Only the sender sees who is asked before the message goes: it is not part of the letter. */
function TrustedContactSection({ messageId, contact }: { messageId: string; contact: TrustedContact }) {
  const { t } = useMessagesTranslation();
  const headingId = `own-${messageId}-contact`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-lg font-semibold tracking-tight">
        {t('own.contactTitle')}
      </h3>
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 break-words">
        <UserRoundCheck aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="font-medium">{contact.name}</span>
        <span className="text-muted-foreground">· {contact.email}</span>
      </p>
      <p className="text-sm text-muted-foreground">{t('own.contactText', { days: CONTACT_WINDOW_DAYS })}</p>
    </section>
  );
}

function LetterSkeleton() {
  const { t } = useMessagesTranslation();
  return (
    <div role="status" className="grid gap-3 rounded-md border border-border bg-card px-5 py-6 sm:px-10">
      <span className="sr-only">{t('own.loading')}</span>
      {['w-1/3', 'w-1/2', 'w-full', 'w-11/12', 'w-4/5', 'w-2/3'].map((width, index) => (
        <div
          key={index}
          aria-hidden
          className={`h-4 ${width} animate-pulse rounded bg-muted motion-reduce:animate-none`}
        />
      ))}
    </div>
  );
}
