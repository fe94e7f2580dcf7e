import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { HealthImplementation } from 'grpc-health-check';
import type { Logger } from 'pino';
import { AppError, toGrpcError } from './errors.ts';
import { extractContext, inSpan, SpanKind, type Carrier } from './trace-context.ts';

/** What a handler knows about the call besides its request. */
export type CallContext = { requestId: string; logger: Logger; metadata: grpc.Metadata };

/**
 * Async handlers typed from a generated service definition: request in, response (or a thrown AppError) out.
 * Streaming methods (named in S) take a handler made with `clientStreamHandler` or `serverStreamHandler`.
 */
export type AsyncHandlers<D, S extends keyof D = never> = {
  [K in S]: grpc.UntypedHandleCall;
} & UnaryHandlers<D, S>;

type UnaryHandlers<D, S extends keyof D> = {
  [K in keyof D as string extends K ? never : K extends S ? never : K]: D[K] extends MethodDefinition<
    infer _RequestIn,
    infer Response,
    infer Request,
    infer _ResponseOut
  >
    ? (request: Request, context: CallContext) => Promise<Response>
    : never;
};

/** A dependency check for readiness (database, NATS, ...); throws when the dependency does not answer. */
export type ReadinessCheck = { name: string; check: () => Promise<unknown> };

export type GrpcServerOptions = {
  logger: Logger;
  readinessChecks?: ReadinessCheck[];
  /** How often readiness re-checks dependencies. */
  readinessIntervalMs?: number;
};

/** Name of the health service that also reflects dependencies; the overall ('') status is liveness only. */
export const readinessServiceName = 'readiness';

export function createGrpcServer({
  logger,
  readinessChecks = [],
  readinessIntervalMs = 5_000,
}: GrpcServerOptions) {
  const server = new grpc.Server();
  const health = new HealthImplementation({ '': 'NOT_SERVING', [readinessServiceName]: 'NOT_SERVING' });
  health.addToServer(server);
  let readinessTimer: NodeJS.Timeout | undefined;
  let stopping = false;

  async function checkReadiness(): Promise<boolean> {
    const results = await Promise.allSettled(readinessChecks.map((c) => c.check()));
    const failed = readinessChecks.filter((_, i) => results[i]?.status === 'rejected').map((c) => c.name);
    if (failed.length > 0) logger.warn({ failed }, 'not ready: dependencies do not answer');
    const ready = failed.length === 0 && !stopping;
    health.setStatus(readinessServiceName, ready ? 'SERVING' : 'NOT_SERVING');
    return ready;
  }

  return {
    server,
    checkReadiness,

    addService<D extends grpc.ServiceDefinition>(definition: D, handlers: AsyncHandlers<D>): void {
      server.addService(definition, implementationOf(definition, handlers, logger));
    },

    /** A service with streaming methods, named in `streaming`; their handlers come from the stream helpers. */
    addStreamingService<D extends grpc.ServiceDefinition, S extends keyof D>(
      definition: D,
      streaming: readonly S[],
      handlers: AsyncHandlers<D, S>,
    ): void {
      server.addService(
        definition,
        implementationOf(definition, handlers, logger, streaming as readonly PropertyKey[]),
      );
    },

    /** Binds and starts serving; resolves with the bound port (pass 0 for a free one). */
    async start(port: number, host = '0.0.0.0'): Promise<number> {
      const bound = await new Promise<number>((resolve, reject) =>
        server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (error, actual) =>
          error ? reject(error) : resolve(actual),
        ),
      );
      health.setStatus('', 'SERVING');
      await checkReadiness();
      readinessTimer = setInterval(() => void checkReadiness(), readinessIntervalMs);
      readinessTimer.unref();
      return bound;
    },

    /** Stops taking calls, lets in-flight ones finish within the grace period, then forces the rest. */
    async stop(graceMs = 5_000): Promise<void> {
      stopping = true;
      clearInterval(readinessTimer);
      health.setStatus(readinessServiceName, 'NOT_SERVING');
      health.setStatus('', 'NOT_SERVING');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, graceMs);
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

export type GrpcServer = ReturnType<typeof createGrpcServer>;

function implementationOf(
  definition: grpc.ServiceDefinition,
  handlers: object,
  logger: Logger,
  streaming: readonly PropertyKey[] = [],
): grpc.UntypedServiceImplementation {
  const implementation: grpc.UntypedServiceImplementation = {};
  const byName = handlers as Record<string, unknown>;
  for (const name of Object.keys(definition)) {
    const handler = byName[name];
    if (!handler) throw new Error(`no handler for ${name}`);
    implementation[name] = streaming.includes(name)
      ? (handler as grpc.UntypedHandleCall)
      : wrapUnary(name, handler as (request: unknown, context: CallContext) => Promise<unknown>, logger);
  }
  return implementation;
}

/** Adapts an async handler to grpc-js: the callback is called exactly once, errors become gRPC statuses. */
function wrapUnary(
  method: string,
  handler: (request: unknown, context: CallContext) => Promise<unknown>,
  logger: Logger,
): grpc.handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    const header = call.metadata.get('x-request-id')[0];
    const requestId = typeof header === 'string' && header.length <= 128 ? header : randomUUID();
    const callLogger = logger.child({ requestId, method });
    const started = performance.now();
    inSpan(`grpc ${method}`, SpanKind.SERVER, extractContext(metadataCarrier(call.metadata)), () =>
      handler(call.request, { requestId, logger: callLogger, metadata: call.metadata }),
    ).then(
      (response) => {
        callLogger.debug({ ms: Math.round(performance.now() - started) }, 'call ok');
        callback(null, response);
      },
      (error: unknown) => {
        if (error instanceof AppError && error.code !== 'INTERNAL') {
          callLogger.info({ code: error.code, reason: error.reason }, 'call refused');
        } else {
          callLogger.error({ err: error }, 'call failed');
        }
        callback(toGrpcError(error));
      },
    );
  };
}

function callContext(metadata: grpc.Metadata, logger: Logger, method: string): CallContext {
  const header = metadata.get('x-request-id')[0];
  const requestId = typeof header === 'string' && header.length <= 128 ? header : randomUUID();
  return { requestId, logger: logger.child({ requestId, method }), metadata };
}

function logFailure(context: CallContext, error: unknown): void {
  if (error instanceof AppError && error.code !== 'INTERNAL') {
    context.logger.info({ code: error.code, reason: error.reason }, 'call refused');
  } else {
    context.logger.error({ err: error }, 'call failed');
  }
}

/** A client-streaming handler: the requests as an async iterable, one response (or a thrown AppError) back. */
export function clientStreamHandler<Request, Response>(
  logger: Logger,
  method: string,
  handler: (requests: AsyncIterable<Request>, context: CallContext) => Promise<Response>,
): grpc.handleClientStreamingCall<Request, Response> {
  return (call, callback) => {
    const context = callContext(call.metadata, logger, method);
    inSpan(`grpc ${method}`, SpanKind.SERVER, extractContext(metadataCarrier(call.metadata)), () =>
      handler(call as AsyncIterable<Request>, context),
    ).then(
      (response) => callback(null, response),
      (error: unknown) => {
        logFailure(context, error);
        callback(toGrpcError(error));
      },
    );
  };
}

/** A server-streaming handler: yields responses; writes wait while the client is slow (backpressure). */
export function serverStreamHandler<Request, Response>(
  logger: Logger,
  method: string,
  handler: (request: Request, context: CallContext) => AsyncIterable<Response>,
): grpc.handleServerStreamingCall<Request, Response> {
  return (call) => {
    const context = callContext(call.metadata, logger, method);
    void (async () => {
      try {
        for await (const response of handler(call.request, context)) {
          if (call.cancelled) return;
          if (!call.write(response)) await new Promise((resolve) => call.once('drain', resolve));
        }
        call.end();
      } catch (error) {
        logFailure(context, error);
        call.emit('error', toGrpcError(error));
      }
    })();
  };
}

/** The trace headers a caller put in the metadata. */
function metadataCarrier(metadata: grpc.Metadata): Carrier {
  const carrier: Carrier = {};
  for (const key of ['traceparent', 'tracestate']) {
    const value = metadata.get(key)[0];
    if (typeof value === 'string') carrier[key] = value;
  }
  return carrier;
}
