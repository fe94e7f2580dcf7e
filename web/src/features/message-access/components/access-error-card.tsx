import { ArrowLeft, CalendarClock, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { useAccessTranslation } from '../hooks/use-access-translation';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

type AccessErrorCardProps = {
  /** The server's words, already in the person's language; a general sentence when there are none. */
  message: string | undefined;
  /** When a message not yet delivered will be (403); null or absent when nobody knows. */
  availableOn?: string | null | undefined;
};

/** Why the message cannot be read, when it can be if that is known, and the way back. */
export function AccessErrorCard({ message, availableOn }: AccessErrorCardProps) {
  const { t } = useAccessTranslation();
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const when = availableOn ? formatDateTime(availableOn) : '';

  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span
          aria-hidden
          className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary"
        >
          {when ? <CalendarClock className="size-6" /> : <MailX className="size-6" />}
        </span>
        <CardTitle as="h1" ref={titleRef} tabIndex={-1} className="outline-none">
          {t('error.title')}
        </CardTitle>
        <CardDescription className="text-base text-balance">{message ?? t('error.fallback')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {when && availableOn ? (
          <div className="grid gap-1 rounded-lg border border-border bg-muted px-4 py-4 text-center">
            <p className="text-sm font-medium text-muted-foreground">{t('error.availableOn')}</p>
            <p className="text-xl font-semibold">
              <time dateTime={availableOn}>{when}</time>
            </p>
            <p className="text-sm text-muted-foreground">{t('error.availableLater')}</p>
          </div>
        ) : null}
        <Button asChild variant="outline" className="justify-self-center">
          <Link to={paths.messageAccess.getHref()}>
            <ArrowLeft aria-hidden />
            {t('error.back')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
