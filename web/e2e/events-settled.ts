import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, nkeyAuthenticator } from '@nats-io/transport-node';
import pg from 'pg';
import { databaseUrl } from '../../deploy/local/stack.ts';
import type { SharedStackInfo } from './stack-fixture.ts';
import { eventRoutes } from '../../deploy/nats/event-routes.ts';

type Snapshot = { unhandled: number; unpublished: number; published: number };

/** Events written to the outboxes of the services that publish, not yet on NATS. */
async function unpublishedEvents(options: SharedStackInfo['options']): Promise<number> {
  let count = 0;
  for (const [service, route] of Object.entries(eventRoutes)) {
    if (!('publishes' in route)) continue;
    const client = new pg.Client({ connectionString: databaseUrl(options, service) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox_event WHERE published_at IS NULL',
      );
      count += rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  }
  return count;
}

/** The stack's streams, each with what it holds and what its consumers have yet to take or acknowledge. */
async function streamState(jsm: JetStreamManager, prefix: string) {
  let unhandled = 0;
  let published = 0;
  for await (const stream of jsm.streams.list()) {
    const name = stream.config.name;
    if (!name.startsWith(prefix.toUpperCase())) continue;
    published += stream.state.last_seq;
    for await (const consumer of jsm.consumers.list(name)) {
      unhandled += consumer.num_pending + consumer.num_ack_pending;
    }
  }
  return { unhandled, published };
}

/**
 * Waits until the product has handled every event written so far, by reading what happened rather than by
 * waiting a while: no consumer has an event waiting or unacknowledged, no outbox holds an unpublished one, and
 * nothing was published meanwhile, in two readings in a row. A handler writes what follows from an event to its
 * outbox before it acknowledges it, so what it starts is in an outbox or a stream by the next reading.
 */
export async function eventsSettled(
  options: SharedStackInfo['options'],
  inspectorSeed: string,
  timeoutMs = 30_000,
): Promise<void> {
  const nc = await connect({
    servers: options.natsUrl,
    authenticator: nkeyAuthenticator(new TextEncoder().encode(inspectorSeed)),
  });
  try {
    const jsm = await jetstreamManager(nc);
    const read = async (): Promise<Snapshot> => {
      // In this order: consumers, then outboxes, then how much was published.
      const consumers = await streamState(jsm, options.eventsPrefix);
      const unpublished = await unpublishedEvents(options);
      const { published } = await streamState(jsm, options.eventsPrefix);
      return { unhandled: consumers.unhandled, unpublished, published };
    };
    const quiet = (snapshot: Snapshot) => snapshot.unhandled === 0 && snapshot.unpublished === 0;
    const deadline = Date.now() + timeoutMs;
    let previous = await read();
    for (;;) {
      const current = await read();
      if (quiet(previous) && quiet(current) && current.published === previous.published) return;
      if (Date.now() > deadline) {
        throw new Error(`events still in flight after ${timeoutMs / 1000} s: ${JSON.stringify(current)}`);
      }
      previous = current;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await nc.close();
  }
}
