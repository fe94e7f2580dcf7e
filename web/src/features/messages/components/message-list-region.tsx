import { useTranslation } from 'react-i18next';
import { MessageList } from './message-list';
import { RemovedMessages } from './removed-messages';

/** The home page's list of the signed-in user's messages, then those deleted on their recipient's side. */
export function MessageListRegion() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="messages-title" className="grid gap-4">
      <h2 id="messages-title" className="text-xl font-semibold tracking-tight">
        {t('home.messages.title')}
      </h2>
      <MessageList />
      <RemovedMessages />
    </section>
  );
}
