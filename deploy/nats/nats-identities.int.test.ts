import { testServerUrl } from '@app/db/test-database';
import { sqlOverPool } from '@app/db/sql-over-pool';
import { outboxTableSql } from '@app/platform/test-support/outbox-table';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AckPolicy, jetstream } from '@nats-io/jetstream';
import { createUser } from '@nats-io/nkeys';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsumer } from '../../packages/platform/src/consumer.ts';
import { createLogger } from '../../packages/platform/src/logger.ts';
import {
  connectNats,
  deadLetterStreamName,
  deadLetterSubject,
  jetstreamManager,
  streamName,
  subjectFor,
  type NatsConnection,
} from '../../packages/platform/src/nats.ts';
import { startOutboxRelay, writeEvent } from '../../packages/platform/src/outbox.ts';

import { natsServices, type NatsService } from './event-routes.ts';
import { productUsers, startNatsServer, type RunningNatsServer } from './nats-server.ts';

// A nats-server of our own, with the product's identities, in a temporary folder: the shared test NATS has no users.
const prefix = `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const seeds = Object.fromEntries(
  natsServices.map((service) => [service, new TextDecoder().decode(createUser().getSeed())]),
) as Record<NatsService, string>;
const logger = createLogger({ service: 'nats-identities-test', level: 'silent' });
const adminUrl = testServerUrl;
const dbName = `nats_identities_${randomUUID().slice(0, 8)}`;
const stream = streamName(prefix, 'notification');
const reportSubject = subjectFor(prefix, 'notification.message.delivered');
const report = () => ({
  messageId: randomUUID(),
  userId: randomUUID(),
  deliveredAt: new Date().toISOString(),
});

let dir: string;
let server: RunningNatsServer;
let pool: pg.Pool;
const connections = new Map<NatsService, NatsConnection>();
const connectAs = async (service: NatsService) => {
  const nc = connections.get(service) ?? (await connectNats(server.url, service, logger, seeds[service]));
  connections.set(service, nc);
  return nc;
};
const storedInStream = async () =>
  (await (await jetstreamManager(await connectAs('notification'))).streams.info(stream)).state.messages;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nats-identities-'));
  server = await startNatsServer({ dir, users: productUsers(prefix, seeds) });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  pool = new pg.Pool({ connectionString: url.toString() });
  // A relay's connection still checked out when the database is dropped at the end is terminated by the server:
  // expected then, and not a failure of any test.
  pool.on('error', () => {});
  await pool.query(outboxTableSql);
});

afterAll(async () => {
  for (const nc of connections.values()) await nc.close();
  await server?.stop();
  await pool?.end();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('NATS identities (a real nats-server with the rendered configuration)', () => {
  it('refuses a connection without an identity', async () => {
    await expect(connect({ servers: server.url })).rejects.toThrow(/Authorization Violation/);
  });

  it("carries notification.message.delivered from notification's outbox to the message service's durable consumer", async () => {
    const received: string[] = [];
    // Message starts first: it may not create notification's stream, so it waits for notification to.
    const consumer = await startConsumer({
      nc: await connectAs('message'),
      prefix,
      service: 'message',
      purpose: 'delivery-reports',
      producer: 'notification',
      types: ['notification.message.delivered', 'notification.message.delivery_failed'],
      logger,
      handle: async (event) => {
        received.push(event.id);
      },
    });
    const db = sqlOverPool(pool);
    const id = await db.$transaction((tx) => writeEvent(tx, 'notification.message.delivered', report()));
    const relay = startOutboxRelay({
      db,
      nc: await connectAs('notification'),
      prefix,
      producer: 'notification',
      logger,
      pollIntervalMs: 50,
    });
    try {
      await expect.poll(() => received, { timeout: 10_000 }).toEqual([id]);
      expect(await storedInStream()).toBe(1);
    } finally {
      await consumer.stop();
      await relay.stop();
    }
  });

  it.each(natsServices.filter((service) => service !== 'notification'))(
    "%s may not publish notification's events (a forged delivery report): refused, and the stream holds nothing new",
    async (service) => {
      const nc = await connectAs(service);
      const forged = JSON.stringify(report());
      await expect(jetstream(nc).publish(reportSubject, forged, { timeout: 2_000 })).rejects.toThrow(
        /Permissions Violation for Publish/,
      );
      nc.publish(reportSubject, forged);
      await nc.flush();
      expect(await storedInStream()).toBe(1);
    },
  );

  it('lets a consumer run its own durable, and nothing else: no stream removed, no other durable or inbox', async () => {
    const nc = await connectAs('message');
    const jsm = await jetstreamManager(nc);
    expect((await jsm.consumers.info(stream, `${prefix}-message-delivery-reports`)).num_pending).toBe(0);
    await expect(jsm.streams.delete(stream)).rejects.toThrow(/Permissions Violation/);
    await expect(jsm.streams.purge(stream)).rejects.toThrow(/Permissions Violation/);
    // Its own durable it may make again (a version that takes other types, consumer.ts); another's never.
    await expect(jsm.consumers.delete(stream, `${prefix}-scheduler-check-in-bounces`)).rejects.toThrow(
      /Permissions Violation/,
    );
    await expect(
      jsm.consumers.add(stream, {
        durable_name: `${prefix}-message-undeclared`,
        ack_policy: AckPolicy.Explicit,
        filter_subject: reportSubject,
      }),
    ).rejects.toThrow(/Permissions Violation/);
    // Replies, pulled events among them, come to each identity's own inbox: another's is not readable.
    const media = await connectAs('media');
    const snoop = media.subscribe('_INBOX_message.>');
    await expect(snoop.closed).resolves.toMatchObject({
      message: expect.stringMatching(/Permissions Violation/),
    });
    expect(await storedInStream()).toBe(1);
  });

  it('lets a consumer set aside the events it gives up on under its own name only, and remove none', async () => {
    const nc = await connectAs('notification');
    const jsm = await jetstreamManager(nc);
    const deadLetters = deadLetterStreamName(prefix);
    // The consumer started above made the stream.
    expect((await jsm.streams.info(deadLetters)).config.subjects).toEqual([`${prefix}.dead_letter.>`]);
    const js = jetstream(nc);
    await js.publish(deadLetterSubject(prefix, 'notification', 'deliveries'), '{}');
    await expect(
      js.publish(deadLetterSubject(prefix, 'payment', 'refunds'), '{}', { timeout: 1_000 }),
    ).rejects.toThrow();
    await expect(jsm.streams.purge(deadLetters)).rejects.toThrow(/Permissions Violation/);
    await expect(jsm.streams.delete(deadLetters)).rejects.toThrow(/Permissions Violation/);
    expect((await jsm.streams.info(deadLetters)).state.messages).toBe(1);
    // The admin reads each service's own dead_letter table; no service reads the stream back, its own copies included.
    await expect(jsm.streams.getMessage(deadLetters, { seq: 1 })).rejects.toThrow(/Permissions Violation/);
    const payment = await jetstreamManager(await connectAs('payment'));
    await expect(payment.streams.getMessage(deadLetters, { seq: 1 })).rejects.toThrow(
      /Permissions Violation/,
    );
  });
});

describe('natsPermissions', () => {
  it('never grants a whole JetStream API, a wildcard over events, or a way to remove anything but its own durable', () => {
    for (const user of productUsers('legado', seeds)) {
      for (const subject of user.permissions.publish) {
        expect(subject, user.name).not.toMatch(/^\$JS\.API\.(>|\*)|PURGE|^legado\.(\*|>)/);
        // Updating a stream (to raise its replicas) only of its own stream, or of the dead-letter stream it writes to.
        if (subject.includes('UPDATE')) {
          expect(subject, user.name).toMatch(
            new RegExp(`^\\$JS\\.API\\.STREAM\\.UPDATE\\.LEGADO_(${user.name.toUpperCase()}|DEAD_LETTERS)$`),
          );
        }
        if (subject.includes('DELETE')) {
          expect(subject, user.name).toMatch(
            new RegExp(`^\\$JS\\.API\\.CONSUMER\\.DELETE\\.LEGADO_[A-Z_]+\\.legado-${user.name}-[a-z-]+$`),
          );
        }
      }
      expect(user.permissions.subscribe, user.name).toEqual([`_INBOX_${user.name}.>`]);
    }
  });
});
