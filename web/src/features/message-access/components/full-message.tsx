import { formatDateTime } from '../../../lib/format-date';
import { displaySubject } from '../../../lib/display-subject';
import type { FullMessage as FullMessageData } from '../api/types';
import { useAccessTranslation } from '../hooks/use-access-translation';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { senderEmail, senderName } from '../utils/sender';
import { AttachmentsGrid } from '../../../components/message/attachments-grid';
import { LetterParagraphs, LetterSender } from '../../../components/message/letter-parts';
import { MessageActions, type LetterText } from './message-actions';
import { ReactionRow } from './reaction-row';

/** The letter itself: a sheet of paper in the letter serif, then the reaction and the attachments. */
export function FullMessage({ message }: { message: FullMessageData }) {
  const { t } = useAccessTranslation();
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const subject = displaySubject(message.subject);
  const name = senderName(message);
  const email = senderEmail(message);
  const customTitle = message.sender.customTitle?.trim() || null;
  const anonymous = t('common.anonymous');
  const sentAt = message.deliveredAt ?? message.createdAt;
  const date = formatDateTime(sentAt);
  // "Ana García, Tu hermana <ana@example.com>", or "Anónimo": the From line of the print and the file.
  const from = message.isAnonymous
    ? [customTitle, anonymous].filter(Boolean).join(', ')
    : `${[name ?? anonymous, customTitle].filter(Boolean).join(', ')}${email ? ` <${email}>` : ''}`;
  const letter: LetterText = {
    accessCode: message.accessCode,
    subject,
    recipient: message.recipient,
    from,
    date,
    content: message.content,
    signature: customTitle ?? name ?? anonymous,
    media: message.media,
  };

  return (
    <div className="grid gap-8">
      <MessageActions letter={letter} />

      <article
        aria-labelledby="message-subject"
        className="w-full rounded-md border border-border bg-[#fffdf8] px-6 py-8 font-serif text-[1.0625rem] leading-relaxed text-foreground shadow-sm sm:px-12 sm:py-12 print:border-0 print:px-0 print:shadow-none"
      >
        <h1
          id="message-subject"
          ref={titleRef}
          tabIndex={-1}
          className="mb-5 text-2xl leading-tight font-semibold text-balance break-words outline-none sm:text-3xl"
        >
          {subject}
        </h1>
        <dl className="mb-8 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1.5 border-b border-border pb-5 font-sans text-sm">
          <dt className="text-muted-foreground">{t('letter.to')}</dt>
          <dd className="break-words">{message.recipient}</dd>
          <dt className="text-muted-foreground">{t('letter.from')}</dt>
          <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <LetterSender
              isAnonymous={message.isAnonymous}
              name={name}
              customTitle={customTitle}
              email={email}
              anonymous={anonymous}
            />
          </dd>
          <dt className="text-muted-foreground">{t('letter.date')}</dt>
          <dd>
            <time dateTime={sentAt}>{date}</time>
          </dd>
        </dl>
        <LetterParagraphs content={message.content} emptyText={t('letter.noContent')} />
        <p className="mt-10 text-right italic">{letter.signature}</p>
      </article>

      <ReactionRow accessCode={message.accessCode} initial={message.reaction} />
      <AttachmentsGrid media={message.media} />
    </div>
  );
}
