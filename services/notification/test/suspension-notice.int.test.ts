// The suspension notice asks auth, at sending, whether the account is still suspended: an event is a claim, and a
// suspension lifted before its e-mail went must tell the sender nothing untrue.
import { randomUUID } from 'node:crypto';
import { SUPPORT_EMAIL } from '@app/proto/rules/support';
import { verifiedSender } from '@app/test-stack/sealed-messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOT_SUSPENDED, sendSuspensionNotice } from '../src/domain/send-suspension-notice.ts';
import { openMessageWorld, type MessageWorld } from './helpers/message-world.ts';
import { emailLogRow, silentLogger } from './helpers/notification-test-env.ts';

let world: MessageWorld;
beforeAll(async () => {
  world = await openMessageWorld('notification_suspension');
});
afterAll(async () => {
  await world?.close();
});

/** As auth's admin call leaves an account (that call has its tests in auth and the bff). */
const setSuspended = (userId: string, suspended: boolean) =>
  world.backends.authSql.query('UPDATE app_user SET suspended_at = $2 WHERE id = $1', [
    userId,
    suspended ? new Date() : null,
  ]);

it('tells a suspended sender once, in their language, where to write', async () => {
  const sender = await verifiedSender(world.backends, 'suspended', { language: 'es' });
  await setSuspended(sender.user.id, true);
  const suspension = { eventId: randomUUID(), userId: sender.user.id };
  await sendSuspensionNotice(world.deps, suspension, silentLogger);
  await sendSuspensionNotice(world.deps, suspension, silentLogger);

  const inbox = (await world.mailbox.messagesTo(sender.user.email)).filter(
    (mail) => mail.Subject === 'Hemos suspendido tu cuenta de Legado',
  );
  expect(inbox).toHaveLength(1);
  expect((await world.mailbox.message(inbox[0]!.ID)).Text).toContain(SUPPORT_EMAIL);
  expect(await emailLogRow(world.notification.sql, suspension.eventId)).toMatchObject({
    kind: 'account_suspended',
    status: 'sent',
  });
});

it('tells nobody of a suspension lifted before its e-mail went', async () => {
  const sender = await verifiedSender(world.backends, 'lifted', { language: 'en' });
  await setSuspended(sender.user.id, true);
  const suspension = { eventId: randomUUID(), userId: sender.user.id };
  // The admin lifts it again before notification takes the event.
  await setSuspended(sender.user.id, false);
  await sendSuspensionNotice(world.deps, suspension, silentLogger);

  expect(await emailLogRow(world.notification.sql, suspension.eventId)).toMatchObject({
    status: 'skipped',
    last_error: NOT_SUSPENDED,
  });
  const told = (await world.mailbox.messagesTo(sender.user.email)).filter((mail) =>
    /suspend/i.test(mail.Subject),
  );
  expect(told).toHaveLength(0);
});
