import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUser } from '../../api/get-user';
import { BackupEmailSetting } from '../../features/account/components/backup-email-setting';
import { DeleteAccountSetting } from '../../features/account/components/delete-account-setting';
import { ExportSetting } from '../../features/account/components/export-setting';
import { LifeSignSetting } from '../../features/account/components/life-sign-setting';
import { PhoneSetting } from '../../features/account/components/phone-setting';
import { paths } from '../../config/paths';
import type { AccountClosedState } from './account-closed';

/** `/account`: the signed-in sender's own settings. */
export function AccountRoute() {
  const { t } = useTranslation();
  const { user } = useUser();
  const navigate = useNavigate();
  // The page that says the account is closed forgets the session, once this one (which needs a user) is gone.
  const onDeleted = () => {
    const state: AccountClosedState = { closed: true };
    void navigate(paths.accountClosed.getHref(), { replace: true, state });
  };
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">{t('pages.account')}</h1>
        {user ? (
          <p className="text-muted-foreground">{t('account.signedInAs', { email: user.email })}</p>
        ) : null}
      </div>
      <LifeSignSetting />
      <BackupEmailSetting />
      <PhoneSetting />
      <ExportSetting />
      <DeleteAccountSetting onDeleted={onDeleted} />
    </div>
  );
}
