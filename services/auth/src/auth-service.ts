import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { factJournal } from '@app/platform/fact-journal';
import { startPollLoop } from '@app/platform/poll-loop';
import { createServiceIdentity } from '@app/platform/service-identity';
import type { ServiceComposition } from '@app/service-runtime/service-runtime';
import { services } from '@app/proto/services';
import type { AuthConfig } from './config.ts';
import { connectAuthDb, type AuthDb } from './db/client.ts';
import { PRUNE_BATCH, pruneAccountClosures } from './domain/prune-account-closures.ts';
import { JOURNALED_CHOICES, reapplyJournaledClosures } from './domain/reapply-journaled-closures.ts';
import { authHandlers } from './grpc/auth-handlers.ts';

// With the composition, the one other thing the service gives out: how its config is read (tests build theirs).
export { authConfigSchema } from './config.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');

/** The auth service wired from its config: what its main.ts runs and what other services' tests start. */
export function authService(config: AuthConfig): ServiceComposition<AuthConfig, AuthDb> {
  let stopSweeper = async () => {};
  const choices = config.CHOICE_JOURNAL_DIR ? factJournal(config.CHOICE_JOURNAL_DIR) : undefined;
  return {
    name: 'auth',
    config,
    producer: 'auth',
    ...(choices ? { journal: { types: JOURNALED_CHOICES, facts: choices } } : {}),
    prismaDir,
    connectDatabase: () => connectAuthDb(config.DATABASE_URL),
    async setup({ server, relay, logger, eventAdmin }, db) {
      const now = () => new Date();
      const eventsWritten = () => relay?.kick();
      // Before the first call: an account closed after the point a restore went back to stays closed.
      if (choices) {
        const again = await reapplyJournaledClosures({ db, eventsWritten, now, logger }, choices);
        if (again > 0)
          logger.warn({ again }, 'account closures the restore undid made again from the journal');
      }
      server.addService(
        services.auth().service,
        authHandlers({
          db,
          eventAdmin,
          config,
          // Signs the user assertions GetSession, Login and Register hand out.
          identity: createServiceIdentity('auth', config.SERVICE_SIGNING_KEY),
          eventsWritten,
          now,
        }),
      );
      // Closure records last weeks: an hourly sweep is plenty (replicas pruning the same rows delete them once).
      const sweeper = startPollLoop({
        intervalMs: 3_600_000,
        step: async () => (await pruneAccountClosures({ db, now })) === PRUNE_BATCH,
        onError: (error) => logger.warn({ err: error }, 'account closures not pruned'),
      });
      stopSweeper = sweeper.stop;
    },
    async onStop() {
      await stopSweeper();
    },
  };
}
