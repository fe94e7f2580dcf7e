import { messageList, ownMessage } from '@app/proto/api/messages';
import type { GetMessageResponse__Output } from '@app/proto/gen/app/message/v1/GetMessageResponse.ts';
import type { MessageSummary__Output } from '@app/proto/gen/app/message/v1/MessageSummary.ts';
import type { ownerOf } from '../plugins/session.ts';
import { given, required } from '@app/proto/rules/proto-enum';
import type { FastifyRequest } from 'fastify';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { checkedAnswer } from '../routes/checked-answer.ts';
import { lettersOf } from './postal-letter-view.ts';
import { lifeProofCardView } from './life-proof-view.ts';

type Owner = ReturnType<typeof ownerOf>;

/**
 * The sender's own messages as their home list shows them, with what the other services know of each (reaction,
 * switch, letter, payment): for `GET /api/messages` and the account's archive.
 */
export async function listOwnMessages(deps: BffDeps, request: FastifyRequest, owner: Owner) {
  const call = grpcOptions(request, deps.config.GRPC_DEADLINE_MS);
  const { messages } = await deps.message.ListMessages({ owner }, call);
  const [reactions, switches, letters, payments] = await Promise.all([
    reactionsOf(
      deps,
      request,
      messages.filter((m) => m.isDelivered).map((m) => m.id),
    ),
    switchesOf(
      deps,
      request,
      owner.userId,
      messages.some((m) => m.schedulingType === 'life_proof'),
    ),
    lettersOf(
      deps,
      request,
      messages.filter((m) => m.deliveryMethod !== 'email' && m.isSealed).map((m) => m.id),
    ),
    paymentsOf(
      deps,
      request,
      owner.userId,
      messages.filter((m) => m.isSealed).map((m) => m.id),
    ),
  ]);
  return checkedAnswer(
    messageList,
    messages.map((m) => ({
      ...summaryAnswer(m),
      reaction: given(reactions[m.id]) ?? null,
      lifeProof: switches.get(m.id) ?? null,
      letter: letters.get(m.id) ?? null,
      payment: payments.get(m.id) ?? null,
    })),
  );
}

/** The sender's own message whole, as `GET /api/messages/{id}` answers it: never the answers to its questions. */
export function ownMessageView(found: GetMessageResponse__Output) {
  return checkedAnswer(ownMessage, {
    ...summaryAnswer(found.summary!),
    content: found.content,
    senderName: found.senderName,
    senderEmail: found.senderEmail,
    senderCustomTitle: found.senderCustomTitle,
    questions: found.questions.map((question) => ({ question })),
    templateId: found.templateId || null,
    postalAddress: found.postalAddress ?? null,
    trustedContact: found.trustedContact ?? null,
  });
}

/** Every step of one of the owner's messages with its instant, oldest first: metadata only. */
export async function readTimeline(deps: BffDeps, request: FastifyRequest, owner: Owner, id: string) {
  const call = grpcOptions(request, deps.config.GRPC_DEADLINE_MS);
  // The facts call checks that the message is the owner's; the letter is asked for only then.
  const facts = await deps.message.GetMessageFacts({ owner, messageId: id }, call);
  const [{ steps }, letters] = await Promise.all([
    deps.scheduler.GetTimeline({ messageId: id, userId: owner.userId }, call),
    lettersOf(deps, request, [id]),
  ]);
  const letter = letters.get(id);
  const own = [
    { at: facts.createdAt, event: 'created' },
    { at: facts.sealedAt, event: 'sealed' },
    { at: facts.deliveredAt, event: 'delivered_to_recipient' },
    { at: facts.readAt, event: 'read' },
    { at: facts.lockedAt, event: 'locked' },
    { at: facts.deliveryFailedAt, event: 'delivery_failed', cause: facts.deliveryFailureCause || 'other' },
    {
      at: facts.deletedAt,
      event: facts.deletionReason === 'attempts' ? 'deleted_by_attempts' : 'deleted_by_recipient',
    },
    { at: letter?.queuedAt, event: 'letter_queued' },
    { at: letter?.printedAt, event: 'letter_printed' },
    { at: letter?.postedAt, event: 'letter_posted' },
    { at: letter?.returnedAt, event: 'letter_returned' },
  ].filter((step): step is { at: string; event: string; cause?: string } => Boolean(step.at));
  // The message service owns "delivered": the switch's own step for it would say it twice.
  const scheduled = steps
    .filter((step) => step.event !== 'delivered')
    .map(({ at, event }) => ({ at, event }));
  return [...own, ...scheduled].sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The recipients' reactions, shown on the sender's cards. The list never fails for them: without the access
 * service the cards show no reaction.
 */
async function reactionsOf(deps: BffDeps, request: FastifyRequest, ids: string[]) {
  if (ids.length === 0) return {};
  try {
    return (
      await deps.access.GetReactions({ messageIds: ids }, grpcOptions(request, deps.config.GRPC_DEADLINE_MS))
    ).reactions;
  } catch (error) {
    request.log.warn({ err: error }, 'reactions unavailable');
    return {};
  }
}

/** Proof of life's state per message (for the cards); without the scheduler the cards show none. */
async function switchesOf(deps: BffDeps, request: FastifyRequest, userId: string, any: boolean) {
  if (!any) return new Map<string, ReturnType<typeof lifeProofCardView>>();
  try {
    const { switches } = await deps.scheduler.ListSwitches(
      { userId },
      grpcOptions(request, deps.config.GRPC_DEADLINE_MS),
    );
    return new Map(switches.map((found) => [found.messageId, lifeProofCardView(found)]));
  } catch (error) {
    request.log.warn({ err: error }, 'proof-of-life states unavailable');
    return new Map<string, ReturnType<typeof lifeProofCardView>>();
  }
}

/** How each sealed message was paid for (the cards say so); without the payment service the cards show none. */
async function paymentsOf(deps: BffDeps, request: FastifyRequest, userId: string, ids: string[]) {
  const found = new Map<string, { free: boolean; amountCents: number; currency: string; paidAt: string }>();
  if (ids.length === 0) return found;
  try {
    const { payments } = await deps.payment.ListMessagePayments(
      { userId, messageIds: ids },
      grpcOptions(request, deps.config.GRPC_DEADLINE_MS),
    );
    for (const { messageId, ...payment } of payments) found.set(messageId, payment);
  } catch (error) {
    request.log.warn({ err: error }, 'payments unavailable');
  }
  return found;
}

/** A message's summary as the HTTP answers show it: no date is null, and its closed sets are always given. */
export function summaryAnswer(message: MessageSummary__Output) {
  return {
    ...message,
    messageType: required(message.messageType, 'message type'),
    securityLevel: required(message.securityLevel, 'security level'),
    deliveryMethod: required(message.deliveryMethod, 'delivery method'),
    schedulingType: required(message.schedulingType, 'scheduling type'),
    status: required(message.status, 'status'),
    deliveryDate: message.deliveryDate || null,
    deliverNotBefore: message.deliverNotBefore || null,
    deliveryFailureCause: message.deliveryFailureCause || null,
  };
}
