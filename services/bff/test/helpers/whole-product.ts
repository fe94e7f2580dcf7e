import { startBackends, type Backends } from '@app/test-stack/backends';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';
import { startNotification, type Notification } from '@app/test-stack/notification';
import { freePort } from '@app/test-stack/test-service';
import { connectMessage, type MessageClient } from '@app/test-stack/sealed-messages';
import { startBff, type TestBff } from './bff.ts';

/**
 * Every service, with notification mailing a catcher, behind the bff: for the tests of a journey that goes
 * through e-mail (a link a recipient gets, what a closed account leaves behind). One per test file. With
 * `bounces`, the catcher returns mail to bounce.example as a 5.1.1 report to notification's bounce receiver.
 */
export async function startWholeProduct(
  label: string,
  options: { adminEmails?: string[]; bounces?: boolean } = {},
) {
  const backends: Backends = await startBackends(
    label,
    options.adminEmails ? { adminEmails: options.adminEmails } : {},
  );
  const bouncePort = options.bounces ? await freePort() : undefined;
  const mailbox: Mailbox = await startMailbox(bouncePort ? { bouncesTo: bouncePort } : {});
  const notification: Notification = await startNotification(label, backends, {
    smtpPort: mailbox.smtpPort,
    ...(bouncePort ? { bouncePort } : {}),
  });
  const bff: TestBff = await startBff(backends);
  const message: MessageClient = connectMessage(backends.messageAddress);
  return {
    backends,
    /** Where notification takes bounces, with `bounces`. */
    bouncePort,
    mailbox,
    notification,
    bff,
    message,
    async stop() {
      message.close();
      await bff.close();
      await notification.stop();
      await mailbox.close();
      await backends.stop();
    },
  };
}

export type WholeProduct = Awaited<ReturnType<typeof startWholeProduct>>;
