import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SealedMessage = {
  id: string;
  accessCode: string;
  requiresPayment: boolean;
  paymentToken?: string;
};

/**
 * Completes the message: from here on its content and security are frozen and it waits for its delivery
 * (or for payment, when `requiresPayment`). The server refuses it for an unverified e-mail address. The
 * browser's time zone goes with it: proof of life's check-ins reach the sender at their own morning hour.
 */
export function sealMessage(messageId: string): Promise<SealedMessage> {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return api.post<SealedMessage>(`/api/messages/${encodeURIComponent(messageId)}/seal`, { timeZone });
}

export function useSealMessage() {
  return useMutation({ mutationFn: sealMessage });
}
