// The admin's week of mail: what a real SMTP server took, refused as a wrong address or as spam, and what came
// back later, counted by day and cause, with the receiving domains that block; the log keeps the domain only.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { markBounced } from '../src/db/email-log-repository.ts';
import { getMailOutcomes } from '../src/domain/get-mail-outcomes.ts';
import { listEmailActivity } from '../src/domain/list-email-activity.ts';
import { sendOnce } from '../src/domain/send-once.ts';
import {
  mailerFor,
  mailFrom,
  openNotificationTestDatabase,
  silentLogger,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';

let notification: NotificationTestDatabase;
let server: SMTPServer;
let mailer: ReturnType<typeof mailerFor>;

beforeAll(async () => {
  notification = await openNotificationTestDatabase('notification_outcomes');
  // Refuses `gone.…` as no such mailbox and `spam.…` as unsolicited, for good; takes the rest.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refuse = (text: string, responseCode: number) =>
        callback(Object.assign(new Error(text), { responseCode }));
      if (address.address.startsWith('gone.')) refuse('550 5.1.1 mailbox unavailable', 550);
      else if (address.address.startsWith('spam.')) refuse('554 5.7.1 rejected as unsolicited', 554);
      else callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mailer = mailerFor((server.server.address() as AddressInfo).port);
});

afterAll(async () => {
  mailer?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await notification?.close();
});

const email = { subject: 'Un mensaje para ti', html: '<p>Hola</p>', text: 'Hola', language: 'es' as const };

async function send(to: string) {
  const eventId = randomUUID();
  const outcome = await sendOnce(
    { db: notification.db, mailer, from: mailFrom, now: () => new Date() },
    { eventId, kind: 'message_delivery', userId: null },
    async () => ({ to, email }),
    silentLogger,
  );
  const { rows } = await notification.sql.query<{ id: string; receiving_domain: string | null }>(
    'SELECT id::text, receiving_domain FROM email_log WHERE event_id = $1',
    [eventId],
  );
  return { outcome, ...rows[0]! };
}

it('counts the week by day and cause, names the domains that block, and keeps no more of an address than its domain', async () => {
  const delivered = [];
  for (const to of ['ana@A.example', 'luis@a.example', 'eva@b.example', 'pia@b.example'])
    delivered.push(await send(to));
  expect(delivered.map((row) => row.outcome)).toEqual(['sent', 'sent', 'sent', 'sent']);
  expect(delivered.map((row) => row.receiving_domain)).toEqual([
    'a.example',
    'a.example',
    'b.example',
    'b.example',
  ]);
  expect(await send('gone.ana@a.example')).toMatchObject({
    outcome: 'rejected',
    receiving_domain: 'a.example',
  });
  expect(await send('spam.luis@b.example')).toMatchObject({
    outcome: 'rejected',
    receiving_domain: 'b.example',
  });
  // Accepted, then returned as spam by a delivery status notification.
  expect(await markBounced(notification.db.sql, delivered[3]!.id, '5.7.1', 'blocked')).toBe(true);
  // Our own refusal never reached a server.
  await sendOnce(
    { db: notification.db, mailer, from: mailFrom, now: () => new Date() },
    { eventId: randomUUID(), kind: 'message_delivery', userId: null },
    async () => ({ refuse: 'ADDRESS_SUPPRESSED' }),
    silentLogger,
  );
  // Ten days ago: outside the week, inside a fortnight.
  await notification.sql.query(
    `INSERT INTO email_log (id, event_id, kind, status, message_id, attempts, created_at, sent_at, receiving_domain)
     VALUES (gen_random_uuid(), gen_random_uuid(), 'check_in', 'sent', '<old@legado.test>', 1,
             now() - interval '10 days', now() - interval '10 days', 'a.example')`,
  );

  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const week = await getMailOutcomes(notification.db.sql, 7, now);
  expect(week.days).toHaveLength(7);
  expect(week.days.at(-1)).toEqual({
    day: today,
    sent: 4,
    failed: { address: 1, mailbox_full: 0, too_large: 0, blocked: 2, other: 0 },
  });
  expect(week.days.slice(0, -1).every((day) => day.sent === 0)).toBe(true);
  expect(week.domains).toEqual([{ domain: 'b.example', attempted: 3, blocked: 2 }]);

  const fortnight = await getMailOutcomes(notification.db.sql, 14, now);
  expect(fortnight.days).toHaveLength(14);
  expect(fortnight.days.reduce((sum, day) => sum + day.sent, 0)).toBe(5);
  // Beyond 30 days is 30; nothing asked is a week.
  expect((await getMailOutcomes(notification.db.sql, 90, now)).days).toHaveLength(30);
  expect((await getMailOutcomes(notification.db.sql, 0, now)).days).toHaveLength(7);

  // The trail says why each was refused, in the admin's words.
  const trail = await listEmailActivity(notification.db.sql, { limit: 10, kind: 'recipient_delivery' });
  expect(trail.map((entry) => entry.detail).filter((detail) => detail.startsWith('REJECTED'))).toEqual([
    'REJECTED_BLOCKED',
    'REJECTED_ADDRESS',
  ]);
  const { rows } = await notification.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM email_log WHERE receiving_domain LIKE '%@%' OR last_error LIKE '%@%'`,
  );
  expect(rows[0]!.n).toBe(0);
});
