import type { Prisma } from '../db/client.ts';
import {
  findSuppression,
  liftSuppression,
  suppressAddress,
  type AddressSuppression,
} from '../db/address-suppression-repository.ts';
import { writeEvent } from '@app/platform/outbox';
import { listWaitingLettersTo, type MessageFields } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { partiesOf } from './recipient-choices.ts';

/**
 * Addresses that bounced rest (docs/architecture.md, "Addresses that bounced rest"): mail to a wrong or closed
 * address (5.1.x, 5.2.1) hurts the sending domain's reputation with every retry, whoever writes. Only letters
 * rest: mail its owner asked for (verification, password reset) and a switch's check-ins are always tried.
 */
type SuppressionDeps = Pick<MessageDeps, 'db' | 'keyRing' | 'accessCodePepper' | 'now'>;

/** The rest of the message's recipient address, while it lasts. */
export function restOf(deps: SuppressionDeps, message: MessageFields): Promise<AddressSuppression | null> {
  return findSuppression(deps.db, partiesOf(deps, message).key, deps.now());
}

/**
 * Whether the letter must not be sent: sealed while its address rested (its sender was warned), and it rests
 * still. A letter sealed before the bounce is tried when due: its sender was never warned, and years may lie
 * between.
 */
export async function isSuppressed(deps: SuppressionDeps, message: MessageFields): Promise<boolean> {
  const rest = await restOf(deps, message);
  return rest !== null && message.sealedAt !== null && message.sealedAt >= rest.since;
}

/**
 * A letter bounced for an address cause: its address rests from now for `suppressionDays`. The senders of letters
 * sealed before and still waiting for it are told (message.address.resting; notification tells each once): theirs
 * is tried when due, and they may correct the address first.
 */
export async function restAddress(
  deps: Pick<MessageDeps, 'keyRing' | 'accessCodePepper' | 'now' | 'suppressionDays'>,
  tx: Prisma.TransactionClient,
  message: MessageFields,
): Promise<void> {
  const since = deps.now();
  const until = new Date(since.getTime() + deps.suppressionDays * 86_400_000);
  const { key } = partiesOf(deps, message);
  await suppressAddress(tx, key, { since, until });
  for (const waiting of await listWaitingLettersTo(tx, key, message.id)) {
    await writeEvent(tx, 'message.address.resting', { messageId: waiting.id, userId: waiting.userId });
  }
}

/**
 * A letter whose e-mail reached its address after the bounce was opened: the address works again, and rests no
 * more. One delivered before the bounce proves nothing of the address since.
 */
export async function liftRestOnRead(
  deps: SuppressionDeps,
  tx: Prisma.TransactionClient,
  message: MessageFields,
): Promise<void> {
  if (message.deliveryMethod !== 'email' || !message.deliveredAt) return;
  const key = partiesOf(deps, message).key;
  const rest = await findSuppression(tx, key, deps.now());
  if (rest && message.deliveredAt >= rest.since) await liftSuppression(tx, key);
}
