import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { MessageList } from '../../features/messages/components/message-list';

/** `/messages`: the same list as on home, on a page of its own (the payment screens link here). */
export function MessagesRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">{t('pages.messages')}</h1>
        <Button asChild>
          <Link to={paths.createMessage.getHref()}>
            <PenLine aria-hidden />
            {t('home.createMessage')}
          </Link>
        </Button>
      </div>
      <MessageList />
    </div>
  );
}
