import { LogIn, Send, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useProofOfLifeTranslation } from '../hooks/use-proof-of-life-translation';

type ManageActionsProps = {
  canManage: boolean;
  disabled: boolean;
  onSendNow: () => void;
  onCancel: () => void;
};

/**
 * Sending the message now or cancelling it: only for its sender, signed in, and each asked once more in a
 * dialog, because neither can be undone. Anyone else is told how to become able to.
 */
export function ManageActions({ canManage, disabled, onSendNow, onCancel }: ManageActionsProps) {
  const { t } = useProofOfLifeTranslation();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-border pt-5">
      <h2 id={headingId} className="text-sm font-semibold">
        {t('manage.title')}
      </h2>
      {canManage ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={disabled}>
                <Send aria-hidden />
                {t('manage.sendNow')}
              </Button>
            }
            title={t('manage.sendNowTitle')}
            description={t('manage.sendNowText')}
            cancel={t('manage.keep')}
            confirm={t('manage.sendNowConfirm')}
            onConfirm={onSendNow}
          />
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                className="text-destructive hover:bg-destructive-soft hover:text-destructive-strong"
                disabled={disabled}
              >
                <Trash2 aria-hidden />
                {t('manage.cancel')}
              </Button>
            }
            title={t('manage.cancelTitle')}
            description={t('manage.cancelText')}
            cancel={t('manage.keep')}
            confirm={t('manage.cancelConfirm')}
            variant="destructive"
            onConfirm={onCancel}
          />
        </div>
      ) : (
        <div className="grid gap-3 text-sm text-muted-foreground">
          <p>{t('manage.signInNote')}</p>
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to={paths.auth.getHref({ tab: 'login' })}>
              <LogIn aria-hidden />
              {t('manage.signIn')}
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
