import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OwnMessage } from '../../../api/get-message';

export type PayableMessage = Pick<
  OwnMessage,
  | 'id'
  | 'recipient'
  | 'subject'
  | 'messageType'
  | 'deliveryMethod'
  | 'deliveryDate'
  | 'schedulingType'
  | 'accessCode'
  | 'requiresPayment'
  | 'paid'
  | 'isSealed'
>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The message as its owner sees it, for the payment pages: with the owner's session, or with the payment
 * token instead (a guest). 404 for anyone else, exactly as for a message that does not exist.
 */
export async function getPayableMessage(messageId: string, token: string | null): Promise<PayableMessage> {
  const query = token ? `?${new URLSearchParams({ token }).toString()}` : '';
  const answer = await api.get<Record<string, unknown> | null>(
    `/api/messages/${encodeURIComponent(messageId)}${query}`,
  );
  return {
    id: text(answer?.id) || messageId,
    recipient: text(answer?.recipient),
    subject: text(answer?.subject),
    messageType: text(answer?.messageType),
    deliveryMethod: text(answer?.deliveryMethod),
    deliveryDate: typeof answer?.deliveryDate === 'string' ? answer.deliveryDate : null,
    schedulingType: text(answer?.schedulingType),
    accessCode: text(answer?.accessCode),
    requiresPayment: answer?.requiresPayment === true,
    paid: answer?.paid === true,
    isSealed: answer?.isSealed === true,
  };
}

export function payableMessageQueryOptions(messageId: string, token: string | null) {
  return queryOptions({
    // The token is not part of the key: it only says who asks, not what comes back.
    queryKey: ['payment', 'message', messageId],
    queryFn: () => getPayableMessage(messageId, token),
  });
}

export function usePayableMessage(messageId: string, token: string | null, { enabled = true } = {}) {
  return useQuery({ ...payableMessageQueryOptions(messageId, token), enabled });
}
