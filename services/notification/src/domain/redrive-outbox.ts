import type { EventAdminDeps } from '@app/platform/event-admin';

/**
 * Every event this service published since `since` handed to its relay again (a lost JetStream store),
 * refused beyond the days outbox rows and claims are kept: the same in every service
 * (packages/platform/src/event-admin.ts).
 */
export function redriveOutbox(deps: EventAdminDeps, since: string): Promise<number> {
  return deps.eventAdmin.redriveOutbox(since);
}
