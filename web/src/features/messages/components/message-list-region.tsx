import { useTranslation } from 'react-i18next';

/** Where the signed-in user's messages are listed, grouped and filtered; the messages issue fills it. */
export function MessageListRegion() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="messages-title" className="grid gap-4">
      <h2 id="messages-title" className="text-xl font-semibold tracking-tight">
        {t('home.messages.title')}
      </h2>
    </section>
  );
}
