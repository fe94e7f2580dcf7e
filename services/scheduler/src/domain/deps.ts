import type { ServiceIdentity } from '@app/platform/service-identity';
import type { SchedulerDb } from '../db/client.ts';

/** What the scheduler's use cases may use; main.ts builds it, tests build their own. */
export type SchedulerDeps = {
  db: SchedulerDb;
  /** Tells the dispatcher that a job may be due now (an immediate delivery need not wait for the tick). */
  jobsChanged: () => void;
  eventsWritten: () => void;
  /** Signs what the scheduler states in its events (a delivery is due), for the consumer to trust unasked. */
  identity: Pick<ServiceIdentity, 'vouch'>;
  now: () => Date;
};
