import type { PolicyOf, ServedDefinitions, ServedName } from './call-rules.ts';
import type { EventType, Producer } from './events.ts';

/** The names of a served service's methods. */
export type MethodOf<S extends ServedName> = Extract<
  keyof { [K in keyof ServedDefinitions[S] as string extends K ? never : K]: true },
  string
>;

/** The peers a process calls, and which of their methods. */
export type Calls = { readonly [S in ServedName]?: readonly MethodOf<S>[] };

/** The events one producer's stream carries. */
type EventOf<P extends Producer> = Extract<EventType, `${P}.${string}`>;

/** One durable consumer: it reads one producer's stream, for these types. */
export type DurableConsumer = { producer: Producer; types: readonly EventType[] };

/** A consumer of one producer's events; the types must be that producer's (checked by the compiler). */
export const from = <P extends Producer>(
  producer: P,
  ...types: [EventOf<P>, ...EventOf<P>[]]
): DurableConsumer => ({ producer, types });

/**
 * Everything about a backend service that other places need to know: where it listens, who may call each of
 * its methods, whom it calls, and what it publishes and consumes on NATS. The runner, the call policy, the
 * NATS permissions and the deploy checks are drawn from these files (docs/adding-a-service.md).
 */
export type ServiceManifest<S extends ServedName = ServedName> = {
  name: S;
  grpcPort: number;
  /** Who may call each of its methods, and with what (proto/src/call-rules.ts). */
  serves: PolicyOf<ServedDefinitions[S]>;
  calls: Calls;
  /** The producer whose stream its outbox writes, when it publishes. */
  publishes?: Producer;
  /** Its durable consumers by purpose; the durable is `<prefix>-<service>-<purpose>` (platform/consumer.ts). */
  consumes: Readonly<Record<string, DurableConsumer>>;
  /**
   * A cap on V8's old generation, in MB, for a service whose live heap is small and bounded: V8 then collects
   * before it grows rather than keeping hundreds of MB after a burst (docs/architecture.md, "Memory at rest").
   * The runner, the chart's wiring layer and compose all pass it as `NODE_OPTIONS` (`runtimeEnvironmentOf`).
   */
  heapLimitMb?: number;
};

/** The bff serves HTTP, not gRPC: it only calls. */
export type BffManifest = { name: 'bff'; calls: Calls };

/** A service's manifest, its `serves` checked against its own definition (inferred from `name`). */
export const serviceManifest = <S extends ServedName>(manifest: ServiceManifest<S>) => manifest;

/** The Node runtime's variables a manifest decides: `NODE_OPTIONS` for a heap cap, none without one. */
export const runtimeEnvironmentOf = (manifest: { heapLimitMb?: number }): Record<string, string> =>
  manifest.heapLimitMb ? { NODE_OPTIONS: `--max-old-space-size=${manifest.heapLimitMb}` } : {};
