import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * The sender's archive of everything that is theirs (docs/account-api.md, "Your archive"). A plain link: the
 * browser saves the ZIP as it streams, however many videos it holds, with the session's cookie.
 */
export function ExportSetting() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.export.title')}</CardTitle>
        <CardDescription>{t('account.export.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="/api/account/export" download>
            <Download aria-hidden />
            {t('account.export.download')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
