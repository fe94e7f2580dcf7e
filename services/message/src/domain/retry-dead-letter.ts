import type { EventAdminDeps } from '@app/platform/event-admin';

/**
 * An event set aside handed back to the consumer that gave up on it, marked retried once handled (answers
 * when); the consumer drops it if it had handled it meanwhile. The same in every service
 * (packages/platform/src/event-admin.ts).
 */
export function retryDeadLetter(deps: EventAdminDeps, id: string): Promise<Date> {
  return deps.eventAdmin.retryDeadLetter(id);
}
