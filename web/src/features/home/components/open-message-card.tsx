import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { AccessCodeForm } from '../../../components/message/access-code-form';

/** A signed-in user can be a recipient too: a code typed here opens the message directly. */
export function OpenMessageCard() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="open-message-title">
      <CardHeader>
        <CardTitle id="open-message-title">{t('home.openMessage.title')}</CardTitle>
        <CardDescription>{t('home.openMessage.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <AccessCodeForm getHref={paths.messageView.getHref} className="max-w-xl" />
      </CardContent>
    </Card>
  );
}
