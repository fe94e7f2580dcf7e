import { z } from 'zod';
import { lifeProofSummary } from './messages.ts';

/**
 * What every call of a check-in link's page answers (`/api/proof-of-life/check-in`, `confirm`, `send-now`,
 * `cancel`; docs/proof-of-life-api.md): the switch as the sender's list shows it, and whether the signed-in
 * user is its sender. The bff checks its answers against it; the web takes its type from it.
 */
export const checkInAnswer = lifeProofSummary.extend({
  messageId: z.uuid(),
  /** The signed-in user is the message's sender: they may send it now or cancel it. */
  canManage: z.boolean(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswer>;
