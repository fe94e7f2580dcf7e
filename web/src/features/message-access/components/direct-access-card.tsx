import { MailOpen } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAccessTranslation } from '../hooks/use-access-translation';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

/** A message without questions opens by itself; this is what shows while it does. */
export function DirectAccessCard() {
  const { t } = useAccessTranslation();
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card aria-busy>
      <CardHeader className="items-center gap-3 py-10 text-center">
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary"
        >
          <MailOpen className="size-6" />
        </span>
        <CardTitle as="h1" ref={titleRef} tabIndex={-1} className="outline-none">
          {t('direct.title')}
        </CardTitle>
        <CardDescription role="status" className="text-base text-balance">
          {t('direct.text')}
        </CardDescription>
        <Spinner className="size-6" />
      </CardHeader>
    </Card>
  );
}
