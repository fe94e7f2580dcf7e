import { Ban, Download, FileDown, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { deleteByAccess } from '../api/delete-by-access';
import { downloadKeepsake } from '../api/download-keepsake';
import { requestChoicesLink } from '../api/request-choices-link';
import { useAccessTranslation } from '../hooks/use-access-translation';
import { downloadFile, downloadTextFile, messageFileName, messageText } from '../utils/message-file';
import { printMessage } from '../utils/print-message';
import { ReportDialog } from './report-dialog';

/** The letter as the actions need it: every value already in words. */
export type LetterText = {
  accessCode: string;
  subject: string;
  recipient: string;
  from: string;
  date: string;
  content: string;
  /** As signed at the end of the letter. */
  signature: string;
  media: { mediaType: string; url: string }[];
};

/**
 * Print, keep as a PDF with its photos, save as text, choose which messages to accept, report, delete: out of
 * the letter's way, each step that changes something confirmed first.
 */
export function MessageActions({ letter }: { letter: LetterText }) {
  const { t, i18n } = useAccessTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [keeping, setKeeping] = useState(false);

  const onKeep = async () => {
    setKeeping(true);
    try {
      const pdf = await downloadKeepsake(letter.accessCode);
      downloadFile(messageFileName(t('actions.filePrefix'), letter.subject, 'pdf'), pdf);
      toast({ title: t('actions.keptTitle'), description: t('actions.keptText') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('actions.keepErrorTitle'),
        description: serverMessage(error) ?? t('actions.keepErrorText'),
      });
    } finally {
      setKeeping(false);
    }
  };

  const onPrint = () => {
    const opened = printMessage({
      language: i18n.language,
      subject: letter.subject,
      lines: [
        `${t('letter.to')} ${letter.recipient}`,
        `${t('letter.from')} ${letter.from}`,
        `${t('letter.date')} ${letter.date}`,
      ],
      content: letter.content,
      signature: letter.signature,
      images: letter.media
        .filter((item) => item.mediaType === 'image')
        .map((item, index) => ({
          // The print window is a blank page of its own: its links must not depend on where it was opened.
          url: new URL(item.url, window.location.href).href,
          alt: t('print.image', { number: index + 1 }),
        })),
      ...(letter.media.some((item) => item.mediaType === 'video') ? { videoNote: t('print.videoNote') } : {}),
    });
    if (!opened) {
      toast({
        variant: 'destructive',
        title: t('actions.printErrorTitle'),
        description: t('actions.printBlocked'),
      });
    }
  };

  const onSave = () => {
    const text = messageText({
      labels: { subject: t('file.subject'), to: t('file.to'), from: t('file.from'), date: t('file.date') },
      subject: letter.subject,
      recipient: letter.recipient,
      from: letter.from,
      date: letter.date,
      content: letter.content,
    });
    downloadTextFile(messageFileName(t('actions.filePrefix'), letter.subject), text);
    toast({ title: t('actions.savedTitle'), description: t('actions.savedText') });
  };

  const onChoices = async () => {
    try {
      const answer = await requestChoicesLink(letter.accessCode);
      // A letter's code came on the paper, the proof asked for: its choices open at once, nothing is e-mailed.
      if (answer.choicesToken) {
        await navigate(
          `${paths.recipientChoices.getHref()}#token=${encodeURIComponent(answer.choicesToken)}`,
        );
        return;
      }
      toast({ title: t('choices.sentTitle'), description: answer.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('choices.errorTitle'),
        description: serverMessage(error) ?? t('choices.errorText'),
      });
    }
  };

  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteByAccess(letter.accessCode);
      toast({ title: t('actions.deletedTitle'), description: t('actions.deletedText') });
      await navigate(paths.messageAccess.getHref(), { replace: true });
    } catch {
      setDeleting(false);
      toast({
        variant: 'destructive',
        title: t('actions.deleteErrorTitle'),
        description: t('actions.deleteErrorText'),
      });
    }
  };

  return (
    <div
      role="group"
      aria-label={t('actions.label')}
      className="flex flex-wrap justify-end gap-2 print:hidden"
    >
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm">
            <Printer aria-hidden />
            {t('actions.print')}
          </Button>
        }
        title={t('actions.printTitle')}
        description={t('actions.printText')}
        cancel={t('common.cancel')}
        confirm={
          <>
            <Printer aria-hidden />
            {t('actions.printConfirm')}
          </>
        }
        onConfirm={onPrint}
      />

      <Button variant="outline" size="sm" onClick={() => void onKeep()} disabled={keeping}>
        {keeping ? <Spinner className="text-current" /> : <FileDown aria-hidden />}
        {t('actions.keep')}
      </Button>

      <Button variant="outline" size="sm" onClick={onSave}>
        <Download aria-hidden />
        {t('actions.save')}
      </Button>

      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm">
            <Ban aria-hidden />
            {t('choices.open')}
          </Button>
        }
        title={t('choices.title')}
        description={t('choices.text')}
        cancel={t('common.cancel')}
        confirm={t('choices.confirm')}
        onConfirm={() => void onChoices()}
      />

      <ReportDialog accessCode={letter.accessCode} />

      <ConfirmDialog
        trigger={
          <Button
            variant="outline"
            size="sm"
            disabled={deleting}
            className="text-destructive hover:bg-destructive-soft hover:text-destructive-strong"
          >
            {deleting ? <Spinner className="text-current" /> : <Trash2 aria-hidden />}
            {deleting ? t('actions.deleting') : t('actions.delete')}
          </Button>
        }
        title={t('actions.deleteTitle')}
        description={t('actions.deleteText')}
        cancel={t('common.cancel')}
        confirm={
          <>
            <Trash2 aria-hidden />
            {t('actions.deleteConfirm')}
          </>
        }
        variant="destructive"
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
