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

/**
 * The message as its owner sees it, for the payment pages: with the owner's session, or with the payment
 * token instead (a guest). 404 for anyone else, exactly as for a message that does not exist.
 */
export async function getPayableMessage(messageId: string, token: string | null): Promise<PayableMessage> {
  const query = token ? `?${new URLSearchParams({ token }).toString()}` : '';
  const found = await api.get<OwnMessage>(`/api/messages/${encodeURIComponent(messageId)}${query}`);
  // Only what the payment pages show is kept in their cache, never the letter.
  return {
    id: found.id,
    recipient: found.recipient,
    subject: found.subject,
    messageType: found.messageType,
    deliveryMethod: found.deliveryMethod,
    deliveryDate: found.deliveryDate,
    schedulingType: found.schedulingType,
    accessCode: found.accessCode,
    requiresPayment: found.requiresPayment,
    paid: found.paid,
    isSealed: found.isSealed,
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
