import { Inbox, PenLine, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useMessages, type MessageSummary } from '../../../api/get-messages';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { isMessageType, MESSAGE_TYPES, type MessageType } from '@app/proto/rules/message-types';
import { MessageCard, messageCardId } from './message-card';
import { CARD_CELL, CARD_GRID } from './card-grid';
import { MessageTypeGroup } from './message-type-group';

const TABS = ['all', 'pending', 'delivered', 'read'] as const;
type Tab = (typeof TABS)[number];

// The spec's tabs: pending = not delivered, delivered = delivered and not read, read = read.
const inTab: Record<Tab, (message: MessageSummary) => boolean> = {
  all: () => true,
  pending: (message) => message.status === 'pending',
  delivered: (message) => message.status === 'delivered',
  read: (message) => message.status === 'read',
};

/** Every type that has messages gets its own group, in the fixed order of the types (newest first inside). */
function groupByType(messages: MessageSummary[]): [MessageType, MessageSummary[]][] {
  const groups = new Map<MessageType, MessageSummary[]>();
  for (const message of messages) {
    // A type this screen does not know yet is shown with the blank ones rather than hidden.
    const type = isMessageType(message.messageType) ? message.messageType : 'blank';
    groups.set(type, [...(groups.get(type) ?? []), message]);
  }
  return MESSAGE_TYPES.filter((type) => groups.has(type)).map((type) => [type, groups.get(type) ?? []]);
}

function ListSkeleton() {
  const { t } = useMessagesTranslation();
  return (
    <div role="status" className="grid gap-3 lg:grid-cols-2">
      <span className="sr-only">{t('list.loading')}</span>
      {[0, 1].map((index) => (
        <div key={index} aria-hidden className="grid gap-3 rounded-xl border border-border bg-card p-4">
          <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
          <div className="h-5 w-20 animate-pulse rounded-full bg-muted" />
        </div>
      ))}
    </div>
  );
}

function NoMessages() {
  const { t } = useMessagesTranslation();
  return (
    <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-input bg-card px-6 py-10 text-center">
      <span
        aria-hidden
        className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary"
      >
        <PenLine className="size-5" />
      </span>
      <div className="grid gap-1">
        <p className="font-semibold">{t('list.noneTitle')}</p>
        <p className="max-w-prose text-sm text-muted-foreground">{t('list.noneText')}</p>
      </div>
      <Button asChild>
        <Link to={paths.createMessage.getHref()}>{t('list.noneAction')}</Link>
      </Button>
    </div>
  );
}

/**
 * The signed-in user's messages: tabs by status and, in "all", one group per type. A link ending in
 * `#message=<id>` (the e-mail telling a sender their message did not arrive) opens on that message's card, focused
 * (which scrolls it into view), where its correction is.
 */
export function MessageList() {
  const { t } = useMessagesTranslation();
  const query = useMessages();
  const [tab, setTab] = useState<Tab>('all');
  const asked = new URLSearchParams(useLocation().hash.slice(1)).get('message');
  const focused = useRef<string | null>(null);
  useEffect(() => {
    // Once per link: a later refetch must not pull the page back to the card.
    if (!asked || !query.data || focused.current === asked) return;
    focused.current = asked;
    document.getElementById(messageCardId(asked))?.focus();
  }, [asked, query.data]);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t('list.loadError')}</AlertTitle>
        <AlertDescription>
          <div className="mt-1">
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              <RotateCcw aria-hidden />
              {t('list.retry')}
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }

  const messages = [...query.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (messages.length === 0) return <NoMessages />;

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="min-w-0">
      {/*
        Phones: four equal columns across the width, the count under its name, so every tab shows at 360 px.
        A language with longer names widens the columns instead of cutting them, and the row then scrolls.
      */}
      <div className="overflow-x-auto">
        <TabsList
          aria-label={t('list.tabsLabel')}
          className="grid w-full grid-cols-[repeat(4,minmax(max-content,1fr))] gap-1 sm:inline-flex sm:w-auto sm:gap-0"
        >
          {TABS.map((value) => (
            <TabsTrigger
              key={value}
              value={value}
              className="h-auto min-h-11 flex-col px-2 py-1 leading-tight sm:h-9 sm:min-h-0 sm:flex-row sm:px-3 sm:py-0"
            >
              {t(`list.tabs.${value}`)}{' '}
              <span className="text-xs text-muted-foreground tabular-nums sm:ml-1">
                {messages.filter(inTab[value]).length}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {TABS.map((value) => {
        const shown = messages.filter(inTab[value]);
        return (
          <TabsContent key={value} value={value}>
            {shown.length === 0 ? (
              <p className="flex items-center gap-3 rounded-xl border border-dashed border-input bg-card p-6 text-sm text-muted-foreground">
                <Inbox aria-hidden className="size-5 shrink-0" />
                {t(`list.empty.${value}`)}
              </p>
            ) : value === 'all' ? (
              <div className="grid gap-6">
                {groupByType(shown).map(([type, group]) => (
                  <MessageTypeGroup key={type} type={type} messages={group} />
                ))}
              </div>
            ) : (
              <ul className={CARD_GRID}>
                {shown.map((message) => (
                  <li key={message.id} className={CARD_CELL}>
                    <MessageCard message={message} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
