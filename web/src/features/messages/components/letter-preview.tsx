import { Paperclip } from 'lucide-react';
import { LetterParagraphs } from '../../../components/message/letter-parts';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

type LetterPreviewProps = {
  id: string;
  recipient: string;
  subject: string;
  content: string;
  /** The signature: the sender's name, custom title, or 'Anónimo'. */
  signature: string;
  attachmentCount: number;
};

/** The message as the recipient will read it: a sheet of paper, in the letter serif. */
export function LetterPreview({
  id,
  recipient,
  subject,
  content,
  signature,
  attachmentCount,
}: LetterPreviewProps) {
  const { t } = useMessagesTranslation();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {t('content.previewTitle')}
      </h3>
      <article className="mx-auto w-full max-w-[68ch] rounded-md border border-border bg-[#fffdf8] px-6 py-8 font-serif text-[1.0625rem] leading-relaxed text-foreground shadow-sm sm:px-12 sm:py-12">
        <p className="font-sans text-sm text-muted-foreground">
          {t('content.previewTo', { recipient: recipient.trim() || '…' })}
        </p>
        <h4 className="mt-2 mb-6 text-2xl leading-tight font-semibold text-balance">
          {subject.trim() || t('content.previewNoSubject')}
        </h4>
        <LetterParagraphs content={content} emptyText={t('content.previewEmpty')} />
        <p className="mt-8 text-right italic">{signature}</p>
        {attachmentCount > 0 ? (
          <p className="mt-6 flex items-center gap-2 border-t border-border pt-4 font-sans text-sm text-muted-foreground">
            <Paperclip aria-hidden className="size-4" />
            {t('content.previewAttachments', { count: attachmentCount })}
          </p>
        ) : null}
      </article>
    </section>
  );
}
