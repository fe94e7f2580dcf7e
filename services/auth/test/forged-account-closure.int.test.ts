// A forged auth.user.deleted, as anyone holding auth's NATS identity could publish it through auth's own relay, seen by
// the real message, media, scheduler and notification services: each asks auth for the closure (GetAccountClosure)
// and erases nothing of an account that still signs in, nor, after a real closure, a letter its sender chose to
// have delivered.
import { createLogger } from '@app/platform/logger';
import {
  connectNats,
  jetstreamManager,
  streamName,
  subjectFor,
  type NatsConnection,
} from '@app/platform/nats';
import { prepareEvent } from '@app/platform/outbox';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { services } from '@app/proto/services';
import { startBackends, type Backends } from '@app/test-stack/backends';
import { startNotification, type Notification } from '@app/test-stack/notification';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';
import { until } from '@app/test-stack/until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let backends: Backends;
let notification: Notification;
let message: MessageClient;
let nc: NatsConnection;
let mailbox: Mailbox;

beforeAll(async () => {
  backends = await startBackends('forged_closure');
  // A mail catcher: the real closure's farewell must go out, or its retries would hold the consumer back.
  mailbox = await startMailbox();
  notification = await startNotification('forged_closure', backends, { smtpPort: mailbox.smtpPort });
  message = connectMessage(backends.messageAddress);
  nc = await connectNats(
    testNatsUrl,
    'forged-closure-test',
    createLogger({ service: 'forged-closure-test', level: 'warn' }),
  );
});

afterAll(async () => {
  await nc?.close();
  message?.close();
  await notification?.stop();
  await backends?.stop();
  await mailbox?.close();
});

const erasers = ['message', 'media', 'scheduler', 'notification'] as const;

/** An auth.user.deleted through auth's relay; resolves once every eraser's consumer has taken it. */
async function publishedAndTaken(payload: { userId: string; deliverMessageIds: string[] }) {
  const forged = prepareEvent('auth.user.deleted', payload);
  await backends.authSql.query(
    'INSERT INTO outbox_event (id, type, version, payload, headers, created_at) VALUES ($1, $2, $3, $4, $5, now())',
    [forged.id, forged.type, forged.version, forged.payload, forged.headers],
  );
  const { eventsPrefix } = backends;
  const jsm = await jetstreamManager(nc);
  const stream = streamName(eventsPrefix, 'auth');
  let seq = 0;
  await until('the event published', async () => {
    const { rows } = await backends.authSql.query<{ published: boolean }>(
      'SELECT published_at IS NOT NULL AS published FROM outbox_event WHERE id = $1',
      [forged.id],
    );
    if (!rows[0]?.published) return false;
    const last = await jsm.streams.getMessage(stream, {
      last_by_subj: subjectFor(eventsPrefix, 'auth.user.deleted'),
    });
    seq = last?.seq ?? 0;
    return seq > 0;
  });
  // The durable's acknowledged floor passes the event only once its handler returned.
  await until('every eraser took it', async () => {
    const infos = await Promise.all(
      erasers.map((service) => jsm.consumers.info(stream, `${eventsPrefix}-${service}-account-erasures`)),
    );
    return infos.every((info) => info.ack_floor.stream_seq >= seq);
  });
}

async function whatIsKept(userId: string, messageIds: string[]) {
  const count = async (pool: typeof backends.authSql, sql: string, values: unknown[]) =>
    (await pool.query<{ n: number }>(sql, values)).rows[0]!.n;
  return {
    messages: await count(
      backends.messageSql,
      'SELECT count(*)::int AS n FROM message WHERE id = ANY($1::uuid[])',
      [messageIds],
    ),
    archives: await count(
      backends.mediaSql,
      'SELECT count(*)::int AS n FROM account_archive WHERE user_id = $1',
      [userId],
    ),
    switches: await count(
      backends.schedulerSql,
      'SELECT count(*)::int AS n FROM life_proof_switch WHERE message_id = ANY($1::uuid[])',
      [messageIds],
    ),
    jobs: await count(
      backends.schedulerSql,
      'SELECT count(*)::int AS n FROM delivery_job WHERE message_id = ANY($1::uuid[])',
      [messageIds],
    ),
    logs: await count(notification.sql, 'SELECT count(*)::int AS n FROM email_log WHERE user_id = $1', [
      userId,
    ]),
  };
}

describe('a forged auth.user.deleted', () => {
  it('erases nothing of a living account, and after a real closure not the letters its sender kept', async () => {
    const sender = await verifiedSender(backends, 'forged_closure');
    const userId = sender.user.id;
    const kept = await sealedMessage(message, sender);
    const lifeProof = await sealedMessage(message, sender, { schedulingType: 'life_proof' });
    const ids = [kept.messageId, lifeProof.messageId];
    const media = createTestClient(services.media(), 'media', backends.mediaAddress);
    const auth = createTestClient(services.auth(), 'auth', backends.authAddress);
    try {
      await media.StartAccountArchive({ userId });
      // The real scheduler planned both (each has its switch: one dated years ahead, with its job, one proof of
      // life), and notification logged the verification e-mail.
      let before = await whatIsKept(userId, ids);
      await until('planned and logged', async () => {
        before = await whatIsKept(userId, ids);
        return before.switches === 2 && before.jobs === 1 && before.logs > 0;
      });
      expect(before).toMatchObject({ messages: 2, archives: 1 });

      await publishedAndTaken({ userId, deliverMessageIds: [] });
      expect(await whatIsKept(userId, ids)).toEqual(before);

      await auth.DeleteAccount({
        userId,
        password: 'correct horse battery',
        deliverMessageIds: [kept.messageId],
      });
      await until('the account erased', async () => {
        const now = await whatIsKept(userId, ids);
        return now.messages === 1 && now.archives === 0 && now.switches === 0;
      });
      // The kept letter still goes on its date.
      expect((await whatIsKept(userId, ids)).jobs).toBe(1);
      const afterClosure = await whatIsKept(userId, ids);

      // A second event naming no letter to keep: auth's record says which, and the kept one stays.
      await publishedAndTaken({ userId, deliverMessageIds: [] });
      expect(await whatIsKept(userId, ids)).toEqual(afterClosure);
      const { rows } = await backends.messageSql.query('SELECT id FROM message WHERE id = $1', [
        kept.messageId,
      ]);
      expect(rows).toHaveLength(1);
    } finally {
      media.close();
      auth.close();
    }
  });
});
