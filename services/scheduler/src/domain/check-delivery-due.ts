import { isDispatched } from '../db/delivery-job-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * Asked by the message service before it releases a message on scheduler.delivery.due: whether the scheduler
 * really sent it out (its delivery job was dispatched). An event alone never delivers a message.
 */
export function checkDeliveryDue(deps: SchedulerDeps, messageId: string): Promise<boolean> {
  return isDispatched(deps.db.sql, messageId);
}
