import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGrpcClient } from '@app/platform/grpc-client';
import { createServiceIdentity } from '@app/platform/service-identity';
import { startPollLoop } from '@app/platform/poll-loop';
import type { ServiceComposition } from '@app/service-runtime/service-runtime';
import { services } from '@app/proto/services';
import { paypalSettings, type PaymentConfig } from './config.ts';
import { connectPaymentDb, type PaymentDb } from './db/client.ts';
import type { PaymentDeps } from './domain/payment-deps.ts';
import { RECONCILE_BATCH, reconcileOrders } from './domain/reconcile-orders.ts';
import { settleJournaledCaptures } from './domain/settle-journaled-captures.ts';
import { directoryCaptureJournal } from './journal/capture-journal.ts';
import { consumeMessageDeleted } from './events/on-message-deleted.ts';
import { consumeAccountLifecycle } from './events/on-account-lifecycle.ts';
import { paymentHandlers } from './grpc/payment-handlers.ts';
import { createPaypalClient, type PaypalApi } from './paypal/paypal-client.ts';
import { createSimulatedPaypal, type SimulatedPaypal } from './paypal/simulated-paypal.ts';

// With the composition, the one other thing the service gives out: how its config is read (tests build theirs).
export { paymentConfigSchema } from './config.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
// Abandoned approvals and half-way captures are looked at every minute (src/domain/reconcile-orders.ts).
const RECONCILE_INTERVAL_MS = 60_000;

/**
 * The payment service wired from its config: what its main.ts runs and what other services' tests start. Throws
 * a ConfigError when the PayPal settings do not go together.
 */
export function paymentService(config: PaymentConfig): ServiceComposition<PaymentConfig, PaymentDb> {
  const paypal = paypalSettings(config);
  // Signs every call this service makes; its peers check it against their call policy.
  const identity = createServiceIdentity('payment', config.SERVICE_SIGNING_KEY);
  const auth = createGrpcClient(services.auth(), config.AUTH_GRPC_ADDR, { identity });
  const message = createGrpcClient(services.message(), config.MESSAGE_GRPC_ADDR, { identity });
  let stopReconciler: () => Promise<void> = async () => {};
  return {
    name: 'payment',
    config,
    prismaDir,
    producer: 'payment',
    claimsEvents: true,
    connectDatabase: () => connectPaymentDb(config.DATABASE_URL),
    async setup({ server, relay, events, logger, eventAdmin }, db) {
      let simulated: SimulatedPaypal | null = null;
      let gateway: PaypalApi;
      if (paypal.mode === 'simulated') {
        simulated = createSimulatedPaypal(db, config.PUBLIC_URL);
        gateway = simulated;
      } else {
        const { baseUrl, clientId, clientSecret, webhookId, webhookCaCertificates } = paypal;
        // Bounded well inside the bff's deadline for a capture (4 × GRPC_DEADLINE_MS): 3 tries of 5 s at most.
        gateway = createPaypalClient({
          baseUrl,
          clientId,
          clientSecret,
          webhookId,
          webhookCaCertificates,
          timeoutMs: 5_000,
          retries: 2,
        });
      }
      const captureJournal = config.PAYMENT_JOURNAL_DIR
        ? directoryCaptureJournal(config.PAYMENT_JOURNAL_DIR)
        : undefined;
      const deps: PaymentDeps = {
        db,
        welcomeFreeDeliveries: config.WELCOME_FREE_DELIVERIES,
        message,
        paypal: gateway,
        mode: paypal.mode,
        clientId: paypal.mode === 'simulated' ? '' : paypal.clientId,
        publicUrl: config.PUBLIC_URL,
        logger,
        ...(captureJournal ? { captureJournal } : {}),
        eventsWritten: () => relay?.kick(),
        now: () => new Date(),
      };
      logger.info({ mode: paypal.mode }, 'payments');
      // The capture journal is settled once per start, before the first reconciliation, and tried again each
      // round until every capture is (it asks the message service, which may not be up yet).
      let journalSettled = !captureJournal;
      const reconciler = startPollLoop({
        intervalMs: RECONCILE_INTERVAL_MS,
        step: async () => {
          if (!journalSettled && captureJournal) {
            const tally = await settleJournaledCaptures(deps, captureJournal);
            journalSettled = tally.failed === 0;
            logger.info(tally, 'capture journal read');
          }
          return (await reconcileOrders(deps)) >= RECONCILE_BATCH;
        },
        onError(error, failures) {
          if (failures === 1 || failures % 20 === 0)
            logger.warn({ err: error, failures }, 'reconcile failed');
        },
      });
      stopReconciler = reconciler.stop;
      server.addService(services.payment().service, paymentHandlers({ ...deps, eventAdmin }, simulated));
      return {
        consumers: await Promise.all([
          consumeAccountLifecycle(deps, auth, events),
          consumeMessageDeleted(deps, events),
        ]),
      };
    },
    async onStop() {
      await stopReconciler();
      message.close();
    },
  };
}
