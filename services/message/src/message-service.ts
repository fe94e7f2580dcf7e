import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeSecret } from '@app/platform/config';
import { factJournal } from '@app/platform/fact-journal';
import { createGrpcClient } from '@app/platform/grpc-client';
import { createServiceIdentity, isVouchedFor } from '@app/platform/service-identity';
import { parsePublicKeys } from '@app/platform/service-keys';
import { startPollLoop } from '@app/platform/poll-loop';
import type { ServiceComposition } from '@app/service-runtime/service-runtime';
import { services } from '@app/proto/services';
import type { MessageConfig } from './config.ts';
import { connectMessageDb, type MessageDb } from './db/client.ts';
import { consumeAccountDeleted } from './events/on-account-deleted.ts';
import { consumeAttemptsExhausted } from './events/on-attempts-exhausted.ts';
import { consumeDeletedByRecipient } from './events/on-deleted-by-recipient.ts';
import { consumeDeletionsNotified } from './events/on-deletion-notified.ts';
import { consumeDeliveriesDue } from './events/on-delivery-due.ts';
import { consumeDeliveryReports } from './events/on-delivery-reported.ts';
import { consumeMessageLocked } from './events/on-message-locked.ts';
import { consumeMessageSeen } from './events/on-message-seen.ts';
import { consumePaymentCompleted } from './events/on-payment-completed.ts';
import { EXPIRY_BATCH, expireDrafts } from './domain/expire-drafts.ts';
import { PRUNE_BATCH, pruneClosedAccounts } from './domain/prune-closed-accounts.ts';
import { reapplyJournaledRefusals } from './domain/journaled-refusals.ts';
import { JOURNALED_CHOICES, reapplyJournaledDeletions } from './domain/reapply-journaled-deletions.ts';
import { assistantHandlers, assistantStreamingMethods } from './grpc/assistant-handlers.ts';
import { messageHandlers } from './grpc/message-handlers.ts';
import { assistantTimeouts } from './writing-assistant/chat-completions-client.ts';

// With the composition, the one other thing the service gives out: how its config is read (tests build theirs).
export { messageConfigSchema } from './config.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');

export type MessageServiceOverrides = {
  /** How long the writing assistant waits for its provider (tests shorten it against a fake one). */
  assistantTimeouts?: typeof assistantTimeouts;
};

/** The message service wired from its config: what its main.ts runs and what other services' tests start. */
export function messageService(
  config: MessageConfig,
  overrides: MessageServiceOverrides = {},
): ServiceComposition<MessageConfig, MessageDb> {
  // Signs every call this service makes; its peers check it against their call policy.
  const identity = createServiceIdentity('message', config.SERVICE_SIGNING_KEY);
  const auth = createGrpcClient(services.auth(), config.AUTH_GRPC_ADDR, { identity });
  const payment = createGrpcClient(services.payment(), config.PAYMENT_GRPC_ADDR, { identity });
  const access = createGrpcClient(services.access(), config.ACCESS_GRPC_ADDR, { identity });
  const scheduler = createGrpcClient(services.scheduler(), config.SCHEDULER_GRPC_ADDR, { identity });
  const schedulerKey = parsePublicKeys(config.SERVICE_PUBLIC_KEYS).get('scheduler');
  const dueCheck = {
    CheckDeliveryDue: scheduler.CheckDeliveryDue,
    vouched: (statement: string, proof: string) =>
      schedulerKey !== undefined && isVouchedFor(schedulerKey, 'scheduler', statement, proof),
  };
  let stopSweeper = async () => {};
  const choices = config.CHOICE_JOURNAL_DIR ? factJournal(config.CHOICE_JOURNAL_DIR) : undefined;
  return {
    name: 'message',
    config,
    prismaDir,
    producer: 'message',
    ...(choices ? { journal: { types: JOURNALED_CHOICES, facts: choices } } : {}),
    claimsEvents: true,
    connectDatabase: () => connectMessageDb(config.DATABASE_URL),
    async setup({ server, relay, events, logger, eventAdmin }, db) {
      const deps = {
        db,
        keyRing: config.ENCRYPTION_KEYS,
        accessCodePepper: decodeSecret(config.ACCESS_CODE_PEPPER),
        answerPepper: decodeSecret(config.ANSWER_PEPPER),
        dailySealLimit: config.MESSAGE_DAILY_SEAL_LIMIT,
        suppressionDays: config.BOUNCE_SUPPRESSION_DAYS,
        payment,
        eventsWritten: () => relay?.kick(),
        now: () => new Date(),
        ...(choices ? { choiceJournal: choices } : {}),
      };
      server.addStreamingService(services.message().service, assistantStreamingMethods, {
        ...messageHandlers({ ...deps, eventAdmin }),
        ...assistantHandlers(
          config.AI_BASE_URL
            ? {
                baseUrl: config.AI_BASE_URL,
                apiKey: config.AI_API_KEY,
                model: config.AI_MODEL,
                maxTokens: config.AI_MAX_TOKENS,
                ...(overrides.assistantTimeouts ?? assistantTimeouts),
              }
            : undefined,
          logger,
        ),
      });
      // Before the first call or event: a letter deleted, or a sender refused, after the point a restore went back
      // to stays so.
      if (choices) {
        const again = await reapplyJournaledDeletions({ ...deps, logger }, choices);
        if (again > 0) logger.warn({ again }, 'deletions the restore undid made again from the journal');
        await reapplyJournaledRefusals({ ...deps, logger }, choices);
      }
      // Drafts expire in days, closed accounts' records in weeks: an hourly sweep is plenty (replicas skip each
      // other's drafts; pruning the same records twice deletes nothing the second time).
      const sweeper = startPollLoop({
        intervalMs: 3_600_000,
        step: async () => {
          const drafts = await expireDrafts(deps);
          const accounts = await pruneClosedAccounts(deps);
          return drafts === EXPIRY_BATCH || accounts === PRUNE_BATCH;
        },
        onError: (error) => logger.warn({ err: error }, 'expired drafts or closed accounts not swept'),
      });
      stopSweeper = sweeper.stop;
      return {
        consumers: await Promise.all([
          consumeAccountDeleted(deps, auth, events),
          consumeAttemptsExhausted(deps, access, events),
          consumeDeletedByRecipient(deps, access, events),
          consumeDeliveriesDue(deps, dueCheck, events),
          consumeDeliveryReports(deps, events),
          consumeDeletionsNotified(deps, events),
          consumeMessageLocked(deps, events),
          consumeMessageSeen(deps, events),
          consumePaymentCompleted(deps, events),
        ]),
      };
    },
    async onStop() {
      await stopSweeper();
      payment.close();
      access.close();
      scheduler.close();
    },
  };
}
