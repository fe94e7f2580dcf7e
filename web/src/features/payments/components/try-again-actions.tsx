import { Home, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePaymentTranslation } from '../hooks/use-payment-translation';

/** Where a payment that did not happen leads: home, and back to paying when the message is known. */
export function TryAgainActions({ messageId }: { messageId: string | null }) {
  const { t } = usePaymentTranslation();
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <Button asChild variant={messageId ? 'outline' : 'default'}>
        <Link to={paths.home.getHref()}>
          <Home aria-hidden />
          {t('common.home')}
        </Link>
      </Button>
      {messageId ? (
        <Button asChild>
          <Link to={paths.payment.getHref(messageId)}>
            <RotateCcw aria-hidden />
            {t('common.tryAgain')}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
