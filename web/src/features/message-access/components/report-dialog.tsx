import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@app/proto/rules/reports';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { reportMessage } from '../api/report-message';
import { useAccessTranslation } from '../hooks/use-access-translation';

/**
 * "Report this message": why, in the reader's words if they wish, and whether the admin may read it. Once sent
 * the message opens for nobody, the reader included, until an admin decides: the dialog says so before.
 */
export function ReportDialog({ accessCode }: { accessCode: string }) {
  const { t } = useAccessTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [shareContent, setShareContent] = useState(false);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(t('report.reasonRequired'));
      return;
    }
    setSending(true);
    try {
      const answer = await reportMessage({ accessCode, reason, details, shareContent });
      setOpen(false);
      toast({ title: t('report.sentTitle'), description: answer.message });
      await navigate(paths.messageAccess.getHref(), { replace: true });
    } catch (failure) {
      setError(serverMessage(failure) ?? t('report.errorText'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Flag aria-hidden />
          {t('report.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.cancel')}>
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{t('report.title')}</DialogTitle>
            <DialogDescription>{t('report.text')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-reason`}>{t('report.reason')}</Label>
            <NativeSelect
              id={`${ids}-reason`}
              value={reason}
              aria-invalid={error && !reason ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value as ReportReason);
                setError(undefined);
              }}
            >
              <option value="">{t('report.choose')}</option>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`report.reasons.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-details`}>{t('report.details')}</Label>
            <Textarea
              id={`${ids}-details`}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              rows={3}
              onChange={(event) => setDetails(event.target.value)}
            />
          </div>
          <div className="flex items-start gap-2">
            <input
              id={`${ids}-share`}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={shareContent}
              onChange={(event) => setShareContent(event.target.checked)}
            />
            <Label htmlFor={`${ids}-share`} className="font-normal">
              {t('report.share')}
            </Label>
          </div>
          {error ? (
            <p id={`${ids}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={sending}>
              {sending ? <Spinner className="text-current" /> : <Flag aria-hidden />}
              {t('report.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
