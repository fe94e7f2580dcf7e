import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGrpcClient } from '@app/platform/grpc-client';
import { createServiceIdentity } from '@app/platform/service-identity';
import type { ServiceComposition } from '@app/service-runtime/service-runtime';
import { services } from '@app/proto/services';
import { twilioSettingsOf, type NotificationConfig } from './config.ts';
import { connectNotificationDb, type NotificationDb } from './db/client.ts';
import { consumeAccountDeleted } from './events/on-account-deleted.ts';
import { consumeAccountEmailRequests } from './events/on-account-email-requested.ts';
import { consumeAccountSuspensions } from './events/on-account-suspended.ts';
import { consumeArchivesReady } from './events/on-archive-ready.ts';
import { consumeCheckInsDue } from './events/on-check-in-due.ts';
import { consumePhoneCodeRequests } from './events/on-phone-code-requested.ts';
import { consumeSmsBudgetWarnings } from './events/on-sms-budget-warned.ts';
import { createTwilioClient } from './sms/twilio-client.ts';
import { consumePaymentsCompleted } from './events/on-payment-completed.ts';
import { consumePaymentsRefunded } from './events/on-payment-refunded.ts';
import { notificationHandlers } from './grpc/notification-handlers.ts';
import { createMailer, returnPathsOf } from './mailer/create-mailer.ts';
import { returnPathFor } from './mailer/return-path.ts';
import { startBounceReceiver, type BounceReceiver } from './mailer/bounce-receiver.ts';
import { recordBounce } from './domain/record-bounce.ts';
import { mailAuthentication } from './mailer/dkim.ts';
import { importJournal } from './journal/journal-import.ts';
import { directoryJournal } from './journal/sent-mail-journal.ts';
import {
  consumeReleasedMessages,
  consumeChoicesLinkRequests,
  consumeLockNotices,
  consumeMessageNotices,
} from './events/on-message-delivery.ts';

// With the composition, the one other thing the service gives out: how its config is read (tests build theirs).
export { notificationConfigSchema } from './config.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');

/** The notification service wired from its config: what its main.ts runs and what other services' tests start. */
export function notificationService(
  config: NotificationConfig,
): ServiceComposition<NotificationConfig, NotificationDb> {
  // Signs every call this service makes; its peers check it against their call policy.
  const identity = createServiceIdentity('notification', config.SERVICE_SIGNING_KEY);
  const auth = createGrpcClient(services.auth(), config.AUTH_GRPC_ADDR, { identity });
  const message = createGrpcClient(services.message(), config.MESSAGE_GRPC_ADDR, { identity });
  const payment = createGrpcClient(services.payment(), config.PAYMENT_GRPC_ADDR, { identity });
  const scheduler = createGrpcClient(services.scheduler(), config.SCHEDULER_GRPC_ADDR, { identity });
  const mailer = createMailer(config);
  const returnPaths = returnPathsOf(config);
  const twilio = twilioSettingsOf(config);
  const sms = twilio ? createTwilioClient(twilio) : null;
  const journal = config.SENT_MAIL_JOURNAL_DIR ? directoryJournal(config.SENT_MAIL_JOURNAL_DIR) : undefined;
  let bounces: BounceReceiver | undefined;
  return {
    name: 'notification',
    config,
    prismaDir,
    producer: 'notification',
    connectDatabase: () => connectNotificationDb(config.DATABASE_URL),
    readinessChecks: [{ name: 'smtp', check: () => mailer.verify() }],
    async setup({ events, server, relay, logger, eventAdmin }, db) {
      const deps = {
        db,
        auth,
        message,
        payment,
        scheduler,
        mailer,
        sms,
        from: config.MAIL_FROM,
        ...(returnPaths ? { returnPath: (logId: string) => returnPathFor(returnPaths, logId) } : {}),
        publicUrl: config.PUBLIC_URL,
        eventsWritten: () => relay?.kick(),
        now: () => new Date(),
        ...(journal ? { journal } : {}),
      };
      // Before any consumer: after a restore, what already went out must be known before a release asks again.
      if (journal) await importJournal(db.sql, journal, logger);
      server.addService(
        services.notification().service,
        notificationHandlers({
          ...deps,
          // Within the bff's deadline: a mail server that does not answer by then counts as down.
          verifyMailServer: () =>
            Promise.race([
              mailer.verify(),
              new Promise((_, reject) => setTimeout(() => reject(new Error('smtp timeout')), 3_000).unref()),
            ]),
          mailAuthentication: () => mailAuthentication(config),
          eventAdmin,
        }),
      );
      if (returnPaths && config.BOUNCE_SMTP_PORT > 0) {
        const bounceLogger = logger.child({ component: 'bounces' });
        bounces = await startBounceReceiver({
          host: config.GRPC_HOST,
          port: config.BOUNCE_SMTP_PORT,
          returnPaths,
          onReport: (report) => recordBounce(deps, report, bounceLogger),
          logger: bounceLogger,
        });
        bounceLogger.info({ port: bounces.port }, 'taking delivery reports');
      }
      return {
        consumers: await Promise.all([
          consumeAccountDeleted(deps, auth, events),
          consumeAccountEmailRequests(deps, events),
          consumeReleasedMessages(deps, events),
          consumeMessageNotices(deps, events),
          consumeLockNotices(deps, events),
          consumeChoicesLinkRequests(deps, events),
          consumeArchivesReady(deps, events),
          consumeAccountSuspensions(deps, events),
          consumePaymentsCompleted(deps, events),
          consumePaymentsRefunded(deps, events),
          consumeCheckInsDue(deps, events),
          consumePhoneCodeRequests(deps, events),
          consumeSmsBudgetWarnings(deps, events),
        ]),
      };
    },
    async onStop() {
      await bounces?.close();
      auth.close();
      message.close();
      payment.close();
      scheduler.close();
      mailer.close();
    },
  };
}
