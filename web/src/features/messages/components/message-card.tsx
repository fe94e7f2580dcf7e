import { ChevronDown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { useToast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteMessage } from '../api/delete-message';
import type { MessageSummary } from '../api/get-messages';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { displaySubject } from '../utils/display-subject';
import { statusBadgeVariant } from '../utils/message-status';
import { CopyCodeButton } from './copy-code-button';
import { OwnMessageDialog } from './own-message-dialog';
import { isReaction, RecipientReaction } from './recipient-reaction';

/** A message on the home list: what it is, where it stands, its code, and the ways to read or delete it. */
export function MessageCard({
  message,
  headingLevel: Heading = 'h3',
}: {
  message: MessageSummary;
  /** h4 inside a type group, h3 in a flat list: the page outline stays in order. */
  headingLevel?: 'h3' | 'h4';
}) {
  const { t } = useMessagesTranslation();
  const { toast } = useToast();
  const [open, setOpen] = useState(true);
  const remove = useDeleteMessage();
  const subject = displaySubject(message.subject);

  const when = message.deliveryDate
    ? formatDateTime(message.deliveryDate)
    : message.schedulingType === 'life_proof'
      ? t('list.lifeProof')
      : message.schedulingType === 'specific_date'
        ? t('list.immediate')
        : t('list.manual');

  const onDelete = () =>
    remove.mutate(message.id, {
      onSuccess: () => toast({ title: t('list.deleted') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('list.deleteError'),
          description: serverMessage(error) ?? t('list.deleteErrorText'),
        }),
    });

  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <article
        aria-labelledby={`message-${message.id}-subject`}
        className="rounded-xl border border-border bg-card shadow-xs"
      >
        <div className="flex items-start gap-2 p-4 pb-3 sm:gap-3">
          <div className="grid min-w-0 flex-1 gap-1">
            <Heading id={`message-${message.id}-subject`} className="font-semibold break-words">
              {subject}
            </Heading>
            <p className="truncate text-sm text-muted-foreground">
              {t('list.to', { recipient: message.recipient })}
            </p>
            <div className="mt-1 flex flex-wrap gap-1.5">
              <Badge variant={statusBadgeVariant[message.status]}>{t(`status.${message.status}`)}</Badge>
              {message.isSealed ? null : <Badge variant="outline">{t('list.unsealed')}</Badge>}
              {message.isSealed && message.requiresPayment && !message.paid ? (
                <Badge
                  variant="outline"
                  className="border-warning-border bg-warning-soft text-warning-strong"
                >
                  {t('list.awaitingPayment')}
                </Badge>
              ) : null}
            </div>
            {isReaction(message.reaction) ? (
              <RecipientReaction recipient={message.recipient} reaction={message.reaction} />
            ) : null}
          </div>
          <CollapsibleTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={open ? t('list.collapse', { subject }) : t('list.expand', { subject })}
            >
              <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
            </Button>
          </CollapsibleTrigger>
        </div>
        <CollapsibleContent className="grid gap-4 border-t border-border px-4 pt-3 pb-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('list.delivery')}</dt>
              <dd className="font-medium">{when}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('code.label')}</dt>
              <dd className="flex items-center gap-2">
                <code
                  className="font-mono text-sm font-semibold tracking-wide break-all"
                  data-testid="access-code"
                >
                  {message.accessCode}
                </code>
                <CopyCodeButton code={message.accessCode} className="size-11 sm:size-9" />
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <OwnMessageDialog message={message} when={when} />
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive-soft hover:text-destructive-strong"
                  disabled={remove.isPending}
                >
                  <Trash2 aria-hidden />
                  {t('list.delete')}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{t('list.deleteTitle')}</AlertDialogTitle>
                  <AlertDialogDescription>{t('list.deleteText', { subject })}</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
                  <AlertDialogAction variant="destructive" onClick={onDelete}>
                    {t('list.deleteConfirm')}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        </CollapsibleContent>
      </article>
    </Collapsible>
  );
}
