// The real notification service for other services' tests, started through its composition (what its main.ts
// runs) beside the services of `startBackends`, sending through an SMTP server the test chooses (a mail catcher,
// or a port nobody answers on).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  notificationConfigSchema,
  notificationService,
} from '../../../services/notification/src/notification-service.ts';
import type { Backends } from './backends.ts';
import { peerAddresses } from './peer-addresses.ts';
import { deleteTestStreams, startTestService, testEventsPrefix } from './test-service.ts';

export type NotificationOptions = {
  smtpPort: number;
  /**
   * Whether it reads and writes the events of `backends` (the default: it mails what their events ask for, and
   * its reports reach the message service), or stays on a stream prefix of its own, taking no events at all.
   */
  sharesEvents?: boolean;
  /** Where its bounce receiver listens (none without). */
  bouncePort?: number;
};

export async function startNotification(
  label: string,
  backends: Backends,
  { smtpPort, sharesEvents = true, bouncePort }: NotificationOptions,
) {
  const eventsPrefix = sharesEvents ? backends.eventsPrefix : testEventsPrefix(label);
  const service = await startTestService('notification', notificationService, {
    label,
    eventsPrefix,
    // The one that shares the backends' events is the one their scheduler asks.
    ...(sharesEvents ? { port: backends.notificationPort } : {}),
    schema: notificationConfigSchema,
    env: {
      ...peerAddresses('notification', {
        auth: backends.authAddress,
        message: backends.messageAddress,
        payment: backends.paymentAddress,
        scheduler: backends.schedulerAddress,
      }),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      ...(bouncePort ? { BOUNCE_SMTP_PORT: String(bouncePort) } : {}),
      // Signed as in production: every e-mail a test reads went through DKIM signing.
      BOUNCE_TOKEN_SECRET: randomBytes(32).toString('hex'),
      DKIM_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    },
  });
  const sql = new pg.Pool({ connectionString: service.databaseUrl, max: 2 });
  return {
    address: service.address,
    /** Plain SQL on its database (the e-mail log, the postal letters, its outbox). */
    sql,
    async stop() {
      await sql.end();
      await service.stop();
      // Shared streams are the backends' to delete.
      if (!sharesEvents) await deleteTestStreams(eventsPrefix, ['notification']);
    },
  };
}

export type Notification = Awaited<ReturnType<typeof startNotification>>;
