import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { cn } from '../../../lib/cn';
import type { MessageSummary } from '../../../api/get-messages';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { type MessageType } from '@app/proto/rules/message-types';
import { storedTypeStyle } from '../utils/message-types';
import { CARD_CELL, CARD_GRID } from './card-grid';
import { MessageCard } from './message-card';

/** The messages of one type, under a heading that folds them away, with how many there are. */
export function MessageTypeGroup({ type, messages }: { type: MessageType; messages: MessageSummary[] }) {
  const { t } = useMessagesTranslation();
  const [open, setOpen] = useState(true);
  const { icon: Icon, tint } = storedTypeStyle[type];
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby={`group-${type}`} className="grid gap-3">
        <h3 id={`group-${type}`}>
          <CollapsibleTrigger className="flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-1 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <span aria-hidden className={cn('flex size-8 items-center justify-center rounded-full', tint)}>
              <Icon className="size-4" />
            </span>
            <span className="font-semibold">{t(`types.${type}`)}</span>{' '}
            <Badge variant="secondary">
              <span aria-hidden>{messages.length}</span>
              <span className="sr-only">{t('list.groupCount', { count: messages.length })}</span>
            </Badge>
            <ChevronDown
              aria-hidden
              className={cn(
                'ml-auto size-4 text-muted-foreground transition-transform',
                open && 'rotate-180',
              )}
            />
          </CollapsibleTrigger>
        </h3>
        <CollapsibleContent>
          <ul className={CARD_GRID}>
            {messages.map((message) => (
              <li key={message.id} className={CARD_CELL}>
                <MessageCard message={message} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
