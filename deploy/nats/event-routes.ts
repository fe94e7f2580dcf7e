import type { ServedName } from '@app/proto/call-rules';
import type { ServiceManifest } from '@app/proto/service-manifest';
import { serviceManifests } from '../wiring/manifests.ts';

/** What one service does on NATS, as its manifest says. */
export type EventRoute = Pick<ServiceManifest, 'publishes' | 'consumes'>;

/**
 * What each backend service publishes and consumes on NATS, from the services' manifests: the table the
 * per-service NATS identities are drawn from (nats-permissions.ts). deploy/checks compares it with
 * docs/architecture.md's "Events" table and with the consumers the services start.
 */
export const eventRoutes = Object.fromEntries(
  Object.values(serviceManifests).map(({ name, publishes, consumes }) => [
    name,
    { publishes, consumes } satisfies EventRoute,
  ]),
) as Record<ServedName, EventRoute>;

export type NatsService = ServedName;
export const natsServices = Object.keys(serviceManifests) as NatsService[];
