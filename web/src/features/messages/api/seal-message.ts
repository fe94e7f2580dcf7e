import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export type SealedMessage = {
  id: string;
  accessCode: string;
  requiresPayment: boolean;
  paymentToken?: string;
};

/** `confirmBouncedAddress`: the sender was warned that mail to the recipient's address bounced lately. */
export type SealRequest = { messageId: string; confirmBouncedAddress?: boolean };

/**
 * Completes the message: from here on its content and security are frozen and it waits for its delivery
 * (or for payment, when `requiresPayment`). The server refuses it for an unverified e-mail address, and warns
 * (409 on `recipientEmail`) when the recipient's address bounced lately, unless the sender confirms. The
 * browser's time zone goes with it: proof of life's check-ins reach the sender at their own morning hour.
 */
export function sealMessage({ messageId, confirmBouncedAddress }: SealRequest): Promise<SealedMessage> {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return api.post<SealedMessage>(`/api/messages/${encodeURIComponent(messageId)}/seal`, {
    timeZone,
    ...(confirmBouncedAddress ? { confirmBouncedAddress } : {}),
  });
}

/** The seal's warning that mail to the recipient's address bounced lately: the sender may seal anyway. */
export function isBouncedAddressWarning(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = error.body as { field?: unknown } | null;
  return body?.field === 'recipientEmail';
}

/** The recipient refused this sender, or anonymous messages (403): sealing this message again never succeeds. */
export function isRecipientDeclined(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export function useSealMessage() {
  return useMutation({ mutationFn: sealMessage });
}
