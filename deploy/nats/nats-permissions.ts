import { deadLetterStreamName, inboxPrefixFor, streamName } from '@app/platform/nats';
import { eventRoutes, type EventRoute } from './event-routes.ts';

/** What one NATS user may do: the subjects it may publish to and subscribe to; everything else is refused. */
export type SubjectPermissions = { publish: string[]; subscribe: string[] };

/**
 * Each service's NATS permissions, from what it publishes and consumes. JetStream's API is subjects too, so it
 * is narrowed to the calls the platform's outbox relay and consumers make (nats.ts, outbox.ts, consumer.ts):
 * never `$JS.API.>` whole, which would let any service delete or purge any stream. A producer may read and
 * create its own stream and publish `<prefix>.<producer>.>`; a consumer may read its producers' streams and
 * create, read, pull from and acknowledge its own durables only, and set aside the events it gives up on in the
 * dead-letter stream under its own name. Replies come to the service's own inbox prefix,
 * so no service can read another's pulled events or answers.
 */
export function natsPermissions<S extends string>(
  prefix: string,
  routes: Record<S, EventRoute>,
): Record<S, SubjectPermissions> {
  const entries = (Object.entries(routes) as [S, EventRoute][]).map(([service, route]) => {
    // jetstreamManager() checks that JetStream is there by reading the account's info (read-only).
    const publish = new Set<string>(['$JS.API.INFO']);
    if (route.publishes) {
      const stream = streamName(prefix, route.publishes);
      publish.add(`${prefix}.${route.publishes}.>`);
      publish.add(`$JS.API.STREAM.INFO.${stream}`);
      publish.add(`$JS.API.STREAM.CREATE.${stream}`);
      // Raising its replicas to EVENTS_REPLICAS (nats.ts, ensureStream).
      publish.add(`$JS.API.STREAM.UPDATE.${stream}`);
    }
    if (Object.keys(route.consumes).length > 0) {
      // An event a consumer gives up on is set aside, under the consumer's own name only (consumer.ts).
      const deadLetters = deadLetterStreamName(prefix);
      publish.add(`${prefix}.dead_letter.${service}.>`);
      publish.add(`$JS.API.STREAM.INFO.${deadLetters}`);
      publish.add(`$JS.API.STREAM.CREATE.${deadLetters}`);
      publish.add(`$JS.API.STREAM.UPDATE.${deadLetters}`);
    }
    for (const [purpose, { producer }] of Object.entries(route.consumes)) {
      const stream = streamName(prefix, producer);
      const durable = `${prefix}-${service}-${purpose}`;
      publish.add(`$JS.API.STREAM.INFO.${stream}`);
      publish.add(`$JS.API.CONSUMER.INFO.${stream}.${durable}`);
      // Creating (and updating) a filtered consumer names its filter after the durable; a changed filter makes
      // it again (consumer.ts).
      publish.add(`$JS.API.CONSUMER.CREATE.${stream}.${durable}.>`);
      publish.add(`$JS.API.CONSUMER.DELETE.${stream}.${durable}`);
      publish.add(`$JS.API.CONSUMER.MSG.NEXT.${stream}.${durable}`);
      publish.add(`$JS.ACK.${stream}.${durable}.>`);
    }
    const permissions: SubjectPermissions = {
      publish: [...publish],
      subscribe: [`${inboxPrefixFor(service)}.>`],
    };
    return [service, permissions];
  });
  return Object.fromEntries(entries) as Record<S, SubjectPermissions>;
}

/** The product's identities: one per backend service, from the event routes. */
export const productPermissions = (prefix: string) => natsPermissions(prefix, eventRoutes);
