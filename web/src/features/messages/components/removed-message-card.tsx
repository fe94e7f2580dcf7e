import { formatDate } from '../../../lib/format-date';
import { cn } from '../../../lib/cn';
import type { RemovedMessage } from '../api/get-removed-messages';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { isMessageType } from '@app/proto/rules/message-types';
import { storedTypeStyle } from '../utils/message-types';
import { displaySubject } from '../../../lib/display-subject';
import { MessageTimelineDialog } from './message-timeline-dialog';

const reasonText = {
  recipient: 'removed.byRecipient',
  attempts: 'removed.byAttempts',
  declined: 'removed.byDeclined',
} as const satisfies Record<RemovedMessage['reason'], string>;

/**
 * A message its recipient's side deleted: its subject and recipient (or, on older records, only its kind), how it
 * went, when and how it was deleted, and its history.
 */
export function RemovedMessageCard({ message }: { message: RemovedMessage }) {
  const { t } = useMessagesTranslation();
  // As on the live list, a type this screen does not know is shown as a blank one rather than hidden.
  const type = message.messageType && isMessageType(message.messageType) ? message.messageType : 'blank';
  const { icon: Icon, tint } = storedTypeStyle[type];
  const typeName = t(`types.${type}`);
  const method =
    message.deliveryMethod === 'email' || message.deliveryMethod === 'postal'
      ? t(`delivery.${message.deliveryMethod}`)
      : null;
  const title = message.subject ? displaySubject(message.subject) : typeName;
  const titleId = `removed-${message.id}-title`;
  const reasonId = `removed-${message.id}-reason`;

  return (
    // Named by its title and its deletion: an older record has only its type, which may name several cards alike.
    <article
      aria-labelledby={`${titleId} ${reasonId}`}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tint)}
        >
          <Icon className="size-4" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h4 id={titleId} className="font-semibold break-words">
            {title}
          </h4>
          <p className="text-sm text-muted-foreground">
            {[
              message.recipient ? t('list.to', { recipient: message.recipient }) : null,
              message.subject ? typeName : null,
              method,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      <div className="grid gap-1 text-sm">
        <p id={reasonId} className="font-medium">
          {t(reasonText[message.reason], {
            date: formatDate(message.deletedAt),
          })}
        </p>
        {message.deliveredAt || message.readAt ? (
          <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-muted-foreground">
            {message.deliveredAt ? (
              <span>{t('removed.delivered', { date: formatDate(message.deliveredAt) })}</span>
            ) : null}
            {message.readAt ? <span>{t('removed.read', { date: formatDate(message.readAt) })}</span> : null}
          </p>
        ) : null}
        <p className="text-muted-foreground italic">{t('removed.contentGone')}</p>
      </div>
      <div>
        <MessageTimelineDialog messageId={message.id} subject={title} />
      </div>
    </article>
  );
}
