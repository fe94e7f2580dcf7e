import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { AccessCodeForm } from '../../../components/message/access-code-form';

/** For the recipient who arrives with a code: the way to the message, high on the page. */
export function ReceivedMessageCard() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="received-title" className="mx-auto w-full max-w-2xl px-4 sm:px-6">
      <Card>
        <CardHeader className="flex-row items-start gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Mail aria-hidden className="size-5" />
          </span>
          <div className="grid gap-1.5">
            <CardTitle id="received-title">{t('landing.received.title')}</CardTitle>
            <CardDescription>{t('landing.received.text')}</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <AccessCodeForm getHref={paths.messageAccess.getHref} />
        </CardContent>
      </Card>
    </section>
  );
}
