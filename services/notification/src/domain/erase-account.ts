import { deleteRowsOf } from '../db/erasure-repository.ts';
import type { NotificationDb } from '../db/client.ts';

/**
 * auth.user.deleted → what notification logged about the sender goes (ids and statuses: it never stores an
 * address or a text). What concerns the messages they chose to have delivered still stays, so those go out
 * once and their bounces still find their e-mail.
 */
export function eraseAccount(
  deps: { db: NotificationDb },
  erasure: { userId: string; deliverMessageIds: readonly string[] },
) {
  return deleteRowsOf(deps.db, erasure.userId, erasure.deliverMessageIds);
}
