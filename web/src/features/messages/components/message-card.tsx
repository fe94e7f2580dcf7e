import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, ChevronDown, CreditCard, MailWarning, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { draftExpiresAt } from '@app/proto/rules/drafts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useMoney } from '../../../hooks/use-money';
import { useDeleteMessage } from '../api/delete-message';
import { messagesQueryKey, type MessageSummary } from '../../../api/get-messages';
import { isRecipientDeclined, useSealMessage } from '../api/seal-message';
import { savePaymentToken } from '../../../lib/payment-token';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { displaySubject } from '../../../lib/display-subject';
import { shownStatus, statusBadgeVariant } from '../utils/message-status';
import { CopyCodeButton } from '../../../components/message/copy-code-button';
import { CorrectAddressDialog } from './correct-address-dialog';
import { LetterStatus } from './letter-status';
import { LifeProofStatus } from './life-proof-status';
import { MessageTimelineDialog } from './message-timeline-dialog';
import { OwnMessageDialog } from './own-message-dialog';
import { isReaction, RecipientReaction } from './recipient-reaction';

/** The card's element id: a link's `#message=<id>` focuses it (MessageList). */
export const messageCardId = (messageId: string) => `message-${messageId}`;

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
  const money = useMoney();
  const { toast } = useToast();
  const [open, setOpen] = useState(true);
  const [correcting, setCorrecting] = useState(false);
  const remove = useDeleteMessage();
  const seal = useSealMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const subject = displaySubject(message.subject);
  const awaitingPayment = message.isSealed && message.requiresPayment && !message.paid;
  // Unsealed, and its recipient refused this sender: no seal can finish it, so it is offered only for deleting.
  const unsendable = !message.isSealed && message.recipientDeclined;
  const unfinished = !message.isSealed && !message.recipientDeclined;

  // A message created but never sealed (the wizard stopped half way): sealing it again finishes it.
  const onFinish = () =>
    seal.mutate(
      { messageId: message.id },
      {
        onSuccess: (result) => {
          void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
          if (result.requiresPayment) {
            if (result.paymentToken) savePaymentToken(result.id, result.paymentToken);
            void navigate(paths.payment.getHref(result.id));
            return;
          }
          toast({ title: t('list.finished'), description: t('list.finishedText') });
        },
        onError: (error) => {
          // Refused by its recipient meanwhile: the list says so on this card from now on.
          if (isRecipientDeclined(error)) void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
          toast({ variant: 'destructive', title: t('list.finishError'), description: serverMessage(error) });
        },
      },
    );

  // No date: at once, or by proof of life (the contract has no third way).
  const when = message.deliveryDate
    ? formatDateTime(message.deliveryDate)
    : message.schedulingType === 'life_proof'
      ? t('list.lifeProof')
      : t('list.immediate');

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
        id={messageCardId(message.id)}
        // Focusable by script only, for a link that opens on this card; scroll-mt keeps it clear of the header.
        tabIndex={-1}
        aria-labelledby={`message-${message.id}-subject`}
        className="scroll-mt-24 rounded-xl border border-border bg-card shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
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
              {unsendable ? (
                <Badge variant="destructive">{t('list.unsendable')}</Badge>
              ) : (
                <Badge variant={statusBadgeVariant[shownStatus(message)]}>
                  {t(`status.${shownStatus(message)}`)}
                </Badge>
              )}
              {unfinished ? <Badge variant="outline">{t('list.unsealed')}</Badge> : null}
              {awaitingPayment ? (
                <Badge
                  variant="outline"
                  className="border-warning-border bg-warning-soft text-warning-strong"
                >
                  {t('list.awaitingPayment')}
                </Badge>
              ) : null}
            </div>
            {unsendable ? (
              <p className="text-sm text-destructive" data-testid="recipient-declined">
                {message.isAnonymous ? t('list.unsendableAnonymousText') : t('list.unsendableText')}
              </p>
            ) : null}
            {unfinished ? (
              <p className="text-sm text-muted-foreground" data-testid="unsealed-expires">
                {t('list.unsealedExpires', { date: formatDate(draftExpiresAt(new Date(message.createdAt))) })}
              </p>
            ) : null}
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
            {/* A code no letter will ever carry is not shown. */}
            {unsendable ? null : (
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
            )}
            {message.payment ? (
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{t('list.payment')}</dt>
                <dd className="font-medium" data-testid="payment">
                  {message.payment.free
                    ? t('list.paymentFree')
                    : t('list.paymentPaid', {
                        amount: money(message.payment.amountCents),
                        date: formatDate(message.payment.paidAt),
                      })}
                </dd>
              </div>
            ) : null}
            {message.deliveryMethod !== 'email' && message.isSealed ? (
              <div className="grid gap-0.5 sm:col-span-2">
                <dt className="text-muted-foreground">{t('list.letter')}</dt>
                <dd className="font-medium" data-testid="letter-status">
                  <LetterStatus letter={message.letter} />
                </dd>
                {message.letter ? (
                  // What the sender quotes to us (and the admin sees on the envelope's queue) about this letter.
                  <dd className="text-muted-foreground" data-testid="letter-reference">
                    {t('list.letterReference', { reference: message.letter.reference })}
                  </dd>
                ) : null}
              </div>
            ) : null}
          </dl>
          {shownStatus(message) === 'failed' ? (
            <div className="grid justify-items-start gap-2">
              <p className="text-sm text-destructive" data-testid="delivery-failed">
                {t(`list.deliveryFailed.${message.deliveryFailureCause ?? 'other'}`)}
              </p>
              <Button size="sm" variant="outline" onClick={() => setCorrecting(true)}>
                <MailWarning aria-hidden />
                {t('list.correctAddress')}
              </Button>
            </div>
          ) : null}
          {/* Outside the failed block: the list refreshed by the correction no longer says failed, and the
              dialog must live on to close and say it is sending. */}
          {correcting ? (
            <CorrectAddressDialog
              messageId={message.id}
              recipient={message.recipient}
              recipientEmail={message.recipientEmail}
              open={correcting}
              onOpenChange={setCorrecting}
            />
          ) : null}
          {message.lifeProof &&
          (isOpenLifeProofState(message.lifeProof.state) ||
            message.lifeProof.state === 'waiting_for_date') ? (
            <LifeProofStatus
              messageId={message.id}
              lifeProof={message.lifeProof}
              deliverNotBefore={message.deliverNotBefore}
            />
          ) : null}
          <div className="flex flex-wrap gap-2">
            {awaitingPayment ? (
              <Button asChild size="sm">
                <Link to={paths.payment.getHref(message.id)}>
                  <CreditCard aria-hidden />
                  {t('list.pay')}
                </Link>
              </Button>
            ) : null}
            {unfinished ? (
              <Button size="sm" onClick={onFinish} disabled={seal.isPending}>
                <CheckCheck aria-hidden />
                {t('list.finish')}
              </Button>
            ) : null}
            <OwnMessageDialog message={message} when={when} />
            {message.isSealed ? (
              <MessageTimelineDialog
                messageId={message.id}
                subject={subject}
                deliverNotBefore={message.deliverNotBefore}
              />
            ) : null}
            <ConfirmDialog
              trigger={
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive-soft hover:text-destructive-strong"
                  disabled={remove.isPending}
                >
                  <Trash2 aria-hidden />
                  {t('list.delete')}
                </Button>
              }
              title={t('list.deleteTitle')}
              description={t('list.deleteText', { subject })}
              cancel={t('common.cancel')}
              confirm={t('list.deleteConfirm')}
              variant="destructive"
              onConfirm={onDelete}
            />
          </div>
        </CollapsibleContent>
      </article>
    </Collapsible>
  );
}
