import { ArrowLeft, MailOpen, Paperclip } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { displaySubject } from '../../../lib/display-subject';
import type { MessagePreview } from '../api/types';
import { useAccessTranslation } from '../hooks/use-access-translation';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

type PreviewCardProps = {
  preview: MessagePreview;
  pending: boolean;
  onOpenFull: (event: MouseEvent<HTMLButtonElement>) => void;
};

// The server sends the first 200 characters (docs/recipient-api.md): a shorter text is the whole of it, and
// "more content" may then be only the attachments.
const PREVIEW_LENGTH = 200;
const isCut = (text: string) => [...text].length >= PREVIEW_LENGTH;

function previewSender(preview: MessagePreview, anonymous: string): string {
  if (preview.isAnonymous || !preview.sender) return anonymous;
  const name = preview.sender.name?.trim();
  const email = preview.sender.email?.trim();
  if (name && email) return `${name} (${email})`;
  return email || name || anonymous;
}

/** The envelope: who, when, what about, and the first lines, before the whole letter is opened. */
export function PreviewCard({ preview, pending, onOpenFull }: PreviewCardProps) {
  const { t } = useAccessTranslation();
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const sentAt = preview.deliveredAt ?? preview.createdAt;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" ref={titleRef} tabIndex={-1} className="outline-none">
          {t('preview.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted-foreground">{t('preview.sentOn')}</dt>
          <dd>
            <time dateTime={sentAt}>{formatDateTime(sentAt)}</time>
          </dd>
          <dt className="text-muted-foreground">{t('preview.from')}</dt>
          <dd className="break-words">{previewSender(preview, t('common.anonymous'))}</dd>
          <dt className="text-muted-foreground">{t('preview.subject')}</dt>
          <dd className="font-medium break-words">{displaySubject(preview.subject)}</dd>
        </dl>

        <div className="rounded-md border border-border bg-[#fffdf8] px-5 py-6 font-serif text-[1.0625rem] leading-relaxed shadow-sm sm:px-8">
          <p className="whitespace-pre-line break-words">
            {preview.previewContent}
            {isCut(preview.previewContent) ? '…' : null}
          </p>
        </div>

        {preview.mediaCount > 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Paperclip aria-hidden className="size-4" />
            {t('preview.attachments', { count: preview.mediaCount })}
          </p>
        ) : null}
        {/* "Only the beginning" only when the text was cut; a whole text with attachments says what is left. */}
        {preview.hasFullContent && isCut(preview.previewContent) ? (
          <p className="text-sm text-muted-foreground">{t('preview.moreContent')}</p>
        ) : preview.hasFullContent && preview.mediaCount > 0 ? (
          <p className="text-sm text-muted-foreground">{t('preview.moreAttachments')}</p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={paths.messageAccess.getHref()}>
            <ArrowLeft aria-hidden />
            {t('preview.back')}
          </Link>
        </Button>
        <Button onClick={onOpenFull} disabled={pending} className="w-full sm:w-auto">
          {pending ? <Spinner className="text-current" /> : <MailOpen aria-hidden />}
          {pending ? t('preview.opening') : t('preview.viewFull')}
        </Button>
      </CardFooter>
    </Card>
  );
}
