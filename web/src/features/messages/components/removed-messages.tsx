import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useRemovedMessages } from '../api/get-removed-messages';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { CARD_CELL, CARD_GRID } from './card-grid';
import { RemovedMessageCard } from './removed-message-card';

/** The sender's messages deleted on their recipient's side, below the live ones; nothing when there are none. */
export function RemovedMessages() {
  const { t } = useMessagesTranslation();
  const query = useRemovedMessages();

  if (query.isError) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {t('removed.loadError')}
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden />
          {t('list.retry')}
        </Button>
      </p>
    );
  }
  // No skeleton while it loads: most senders have none, and a placeholder would only flash and vanish.
  if (!query.data || query.data.length === 0) return null;

  return (
    <section aria-labelledby="removed-title" className="grid gap-3 pt-4">
      <h3 id="removed-title" className="text-lg font-semibold tracking-tight">
        {t('removed.title')}
      </h3>
      <ul className={CARD_GRID}>
        {query.data.map((message) => (
          <li key={message.id} className={CARD_CELL}>
            <RemovedMessageCard message={message} />
          </li>
        ))}
      </ul>
    </section>
  );
}
