// The world the e-mails about messages need: the real auth, payment and message services (as the bff's tests
// run them), a real scheduler, notification's own database and a mail catcher, wired as notification's main.ts
// wires its message-mail dependencies.
import { startBackends, type Backends } from '@app/test-stack/backends';
import { connectMessage, type MessageClient } from '@app/test-stack/sealed-messages';
import { startScheduler, type Scheduler } from '@app/test-stack/scheduler';
import { startFakeTwilio, type FakeTwilio } from '@app/test-stack/fake-twilio';
import type { CheckInMailDeps } from '../../src/domain/send-check-in.ts';
import { createTwilioClient } from '../../src/sms/twilio-client.ts';
import {
  mailerFor,
  mailFrom,
  openNotificationTestDatabase,
  publicUrl,
  type NotificationTestDatabase,
} from './notification-test-env.ts';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';

export type MessageWorld = {
  backends: Backends;
  notification: NotificationTestDatabase;
  mailbox: Mailbox;
  message: MessageClient;
  scheduler: Scheduler;
  /** Where SMS go: Twilio's Messages resource, faked. */
  twilio: FakeTwilio;
  deps: CheckInMailDeps;
  close(): Promise<void>;
};

export async function openMessageWorld(
  label: string,
  options: { bouncesTo?: number } = {},
): Promise<MessageWorld> {
  const [backends, notification, mailbox, twilio] = await Promise.all([
    startBackends(label),
    openNotificationTestDatabase(label),
    startMailbox(options),
    startFakeTwilio(),
  ]);
  const scheduler = await startScheduler(`${label}_scheduler`, {
    messageAddress: backends.messageAddress,
    authAddress: backends.authAddress,
    notificationAddress: backends.notificationAddress,
  });
  const mailer = mailerFor(mailbox.smtpPort);
  const message = connectMessage(backends.messageAddress);
  const deps: CheckInMailDeps = {
    db: notification.db,
    sms: createTwilioClient({
      apiUrl: twilio.url,
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: twilio.from,
    }),
    auth: backends.authClient,
    message,
    scheduler: scheduler.client,
    mailer,
    from: mailFrom,
    publicUrl,
    // No relay here: tests read what this service wrote to its outbox.
    eventsWritten: () => {},
    now: () => new Date(),
  };
  return {
    backends,
    notification,
    mailbox,
    message,
    scheduler,
    twilio,
    deps,
    async close() {
      await twilio.close();
      message.close();
      mailer.close();
      await mailbox.close();
      await notification.close();
      await backends.stop();
      await scheduler.stop();
    },
  };
}
