import type { EventAdminDeps } from '@app/platform/event-admin';

/**
 * The newest events this service's consumers set aside after their last attempt, from its own dead_letter
 * table, and how many wait for a retry: the same in every service (packages/platform/src/event-admin.ts).
 */
export function listDeadLetters(deps: EventAdminDeps, limit: number) {
  return deps.eventAdmin.listDeadLetters(limit);
}
