import { hashToken, randomToken } from '@app/platform/secret-token';
import { findLivePaymentToken, insertPaymentToken } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';

/**
 * How long a payment token works: long enough to finish paying on the page the wizard opens, or from a
 * link sent to oneself later that day; short enough that a leaked one soon opens nothing.
 */
export const PAYMENT_TOKEN_TTL_MS = 24 * 3_600_000;

/** A fresh token bound to the message; each seal that answers "payment required" mints one. */
export async function mintPaymentToken(
  deps: Pick<MessageDeps, 'db' | 'now'>,
  messageId: string,
): Promise<{ paymentToken: string; paymentTokenExpiresAt: string }> {
  const token = randomToken();
  const expiresAt = new Date(deps.now().getTime() + PAYMENT_TOKEN_TTL_MS);
  await insertPaymentToken(deps.db, { tokenHash: hashToken(token), messageId, expiresAt });
  return { paymentToken: token, paymentTokenExpiresAt: expiresAt.toISOString() };
}

/**
 * The id of the message a live token was issued for, when it is `messageId`; null otherwise (unknown,
 * expired, or issued for another message: a token opens one message only).
 */
export async function messageOfPaymentToken(
  deps: Pick<MessageDeps, 'db' | 'now'>,
  token: string,
  messageId: string,
): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const found = await findLivePaymentToken(deps.db, hashToken(token), deps.now());
  return found && found.messageId === messageId ? found.messageId : null;
}
