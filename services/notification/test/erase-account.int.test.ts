import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseAccount } from '../src/domain/erase-account.ts';
import {
  openNotificationTestDatabase,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';

let notification: NotificationTestDatabase;

beforeAll(async () => {
  notification = await openNotificationTestDatabase('notification_erasure');
});
afterAll(() => notification?.close());

/** A row of the send log about `userId`, and about a message when one is named. */
async function logged(userId: string, aboutMessageId: string | null): Promise<string> {
  const id = randomUUID();
  await notification.sql.query(
    `INSERT INTO email_log (id, event_id, kind, user_id, message_id, about_message_id, status)
     VALUES ($1, $2, 'message_delivery', $3, $4, $5, 'sent')`,
    [id, randomUUID(), userId, `<${id}@legado.test>`, aboutMessageId],
  );
  return id;
}

const remaining = async (ids: string[]) =>
  (
    await notification.sql.query<{ id: string }>(
      'SELECT id::text AS id FROM email_log WHERE id = ANY($1::uuid[]) ORDER BY id',
      [ids],
    )
  ).rows.map((row) => row.id);

describe("a closed account's send log", () => {
  it('goes, but for the e-mails about the messages still to be delivered; no one else’s is touched', async () => {
    const closing = randomUUID();
    const stillToGo = randomUUID();
    const kept = await logged(closing, stillToGo);
    const aboutAnother = await logged(closing, randomUUID());
    const aboutNone = await logged(closing, null);
    const someoneElse = await logged(randomUUID(), null);

    const erased = await eraseAccount(
      { db: notification.db },
      { userId: closing, deliverMessageIds: [stillToGo] },
    );

    expect(erased.emails).toBe(2);
    expect(await remaining([kept, aboutAnother, aboutNone, someoneElse])).toEqual([kept, someoneElse].sort());
  });

  it('takes the journal’s rows of the e-mails it erases, and keeps those of the messages still to go', async () => {
    const closing = randomUUID();
    const stillToGo = randomUUID();
    const erasedLetter = randomUUID();
    await logged(closing, stillToGo);
    await logged(closing, erasedLetter);
    await notification.sql.query(
      `INSERT INTO journaled_email (kind, subject, sent_at)
       VALUES ('message_delivery', $1, now()), ('message_delivery', $2, now())`,
      [stillToGo, erasedLetter],
    );

    await eraseAccount({ db: notification.db }, { userId: closing, deliverMessageIds: [stillToGo] });

    const { rows } = await notification.sql.query<{ subject: string }>(
      'SELECT subject::text FROM journaled_email WHERE subject = ANY($1::uuid[])',
      [[stillToGo, erasedLetter]],
    );
    expect(rows).toEqual([{ subject: stillToGo }]);
  });

  it('goes whole when nothing is still to be delivered, and a repeat finds nothing', async () => {
    const closing = randomUUID();
    const rows = [await logged(closing, randomUUID()), await logged(closing, null)];

    expect(
      (await eraseAccount({ db: notification.db }, { userId: closing, deliverMessageIds: [] })).emails,
    ).toBe(2);
    expect(await remaining(rows)).toEqual([]);
    expect(
      (await eraseAccount({ db: notification.db }, { userId: closing, deliverMessageIds: [] })).emails,
    ).toBe(0);
  });
});
