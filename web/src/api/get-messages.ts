import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { Reaction } from '@app/proto/rules/reactions';
import type { LetterStatus } from '@app/proto/rules/postal-letter';
import type { LifeProofSummary } from './life-proof';

export type MessageStatus = 'pending' | 'delivered' | 'read';

/** One message as the home list gets it: what the card shows, never the content. */
export type MessageSummary = {
  id: string;
  recipient: string;
  recipientEmail: string;
  subject: string;
  messageType: string;
  securityLevel: string;
  deliveryMethod: string;
  deliveryDate: string | null;
  schedulingType: string;
  accessCode: string;
  status: MessageStatus;
  isDelivered: boolean;
  isRead: boolean;
  isSealed: boolean;
  requiresPayment: boolean;
  paid: boolean;
  hasMedia: boolean;
  isAnonymous: boolean;
  createdAt: string;
  /** Wrong answers locked it: it no longer opens for anyone (optional: older answers lack it). */
  isLocked?: boolean;
  /** The recipient's mail server refused its delivery e-mail for good: it never arrived (optional, as above). */
  deliveryFailed?: boolean;
  /** How the recipient reacted to the letter; null until they do (and whenever it is unknown). */
  reaction: Reaction | null;
  /**
   * Its proof-of-life switch; null for a message without one (dated, not sealed, not yet paid). Optional:
   * an answer from before switches existed has no such field.
   */
  lifeProof?: LifeProofSummary | null;
  /** A postal message's letter once its delivery came due (docs/postal-api.md); null before, and for e-mail. */
  letter?: LetterSummary | null;
};

export type LetterSummary = {
  reference: string;
  status: LetterStatus;
  queuedAt: string | null;
  printedAt: string | null;
  postedAt: string | null;
  returnedAt: string | null;
};

export const messagesQueryKey = ['messages'] as const;

export function getMessages(): Promise<MessageSummary[]> {
  return api.get<MessageSummary[]>('/api/messages');
}

export function messagesQueryOptions() {
  return queryOptions({ queryKey: messagesQueryKey, queryFn: getMessages });
}

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
