import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { HealthImplementation } from 'grpc-health-check';
import type { Logger } from 'pino';
import {
  createCallAuthorizer,
  type CallAuthorizer,
  type CallIdentity,
  type CallTrust,
} from './call-authorization.ts';
import { AppError, toGrpcError } from './errors.ts';
import type { AssertedUser } from './service-identity.ts';
import { extractContext, inSpan, SpanKind, type Carrier } from './trace-context.ts';

/** What a handler knows about the call besides its request: who called, for whom, and the call's log. */
export type CallContext = {
  requestId: string;
  logger: Logger;
  metadata: grpc.Metadata;
  caller: CallIdentity['caller'];
  /** The person auth asserted, when the method's rule asks for one. */
  user: AssertedUser | undefined;
};

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
  /** Every caller's key and this service's policies: a call that does not satisfy them never reaches a handler. */
  trust: CallTrust;
  readinessChecks?: ReadinessCheck[];
  /** How often readiness re-checks dependencies. */
  readinessIntervalMs?: number;
};

/** Name of the health service that also reflects dependencies; the overall ('') status is liveness only. */
export const readinessServiceName = 'readiness';

export function createGrpcServer({
  logger,
  trust,
  readinessChecks = [],
  readinessIntervalMs = 5_000,
}: GrpcServerOptions) {
  const server = new grpc.Server();
  const authorizer = createCallAuthorizer(trust);
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
      server.addService(definition, implementationOf(definition, handlers, logger, authorizer, trust));
    },

    /** A service with streaming methods, named in `streaming`; their handlers come from the stream helpers. */
    addStreamingService<D extends grpc.ServiceDefinition, S extends keyof D>(
      definition: D,
      streaming: readonly S[],
      handlers: AsyncHandlers<D, S>,
    ): void {
      server.addService(
        definition,
        implementationOf(
          definition,
          handlers,
          logger,
          authorizer,
          trust,
          streaming as readonly PropertyKey[],
        ),
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
  authorizer: CallAuthorizer,
  trust: CallTrust,
  streaming: readonly PropertyKey[] = [],
): grpc.UntypedServiceImplementation {
  const implementation: grpc.UntypedServiceImplementation = {};
  const byName = handlers as Record<string, unknown>;
  for (const [name, method] of Object.entries(definition)) {
    const handler = byName[name];
    if (!handler) throw new Error(`no handler for ${name}`);
    // Fail closed: a method nobody decided the callers of is not served at all.
    if (!trust.policies[name]) throw new Error(`no call policy for ${method.path}`);
    const authorize = (metadata: grpc.Metadata) => authorizer.authorize(name, method.path, metadata);
    implementation[name] = streaming.includes(name)
      ? withStreamAuthorization(handler as grpc.UntypedHandleCall, method, authorize, authorizer)
      : wrapUnary(
          name,
          handler as (request: unknown, context: CallContext) => Promise<unknown>,
          logger,
          authorize,
          authorizer,
        );
  }
  return implementation;
}

type Authorize = (metadata: grpc.Metadata) => CallIdentity;

/** The identity a stream handler's context is built from, checked before the handler is called. */
const streamIdentities = new WeakMap<object, CallIdentity>();

/**
 * Streaming handlers: the caller is checked before the handler runs; a server stream's request at once, a
 * client stream's first message as it arrives (it names the user).
 */
function withStreamAuthorization(
  handler: grpc.UntypedHandleCall,
  method: grpc.MethodDefinition<unknown, unknown>,
  authorize: Authorize,
  authorizer: CallAuthorizer,
): grpc.UntypedHandleCall {
  if (method.requestStream && !method.responseStream) {
    return ((call: grpc.ServerReadableStream<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      let identity: CallIdentity;
      try {
        identity = authorize(call.metadata);
      } catch (error) {
        callback(toGrpcError(error));
        return;
      }
      streamIdentities.set(call, identity);
      (handler as grpc.handleClientStreamingCall<unknown, unknown>)(
        checkedFirstMessage(call, identity, authorizer),
        callback,
      );
    }) as grpc.UntypedHandleCall;
  }
  return ((call: grpc.ServerWritableStream<unknown, unknown>) => {
    try {
      const identity = authorize(call.metadata);
      authorizer.checkRequest(identity, call.request);
      streamIdentities.set(call, identity);
    } catch (error) {
      call.emit('error', toGrpcError(error));
      return;
    }
    (handler as grpc.handleServerStreamingCall<unknown, unknown>)(call);
  }) as grpc.UntypedHandleCall;
}

/** The same stream, whose iteration fails if the first message names someone the assertion does not. */
function checkedFirstMessage<T extends grpc.ServerReadableStream<unknown, unknown>>(
  call: T,
  identity: CallIdentity,
  authorizer: CallAuthorizer,
): T {
  const iterate = call[Symbol.asyncIterator].bind(call);
  Object.defineProperty(call, Symbol.asyncIterator, {
    value: async function* () {
      let first = true;
      for await (const message of { [Symbol.asyncIterator]: iterate }) {
        if (first) {
          authorizer.checkRequest(identity, message);
          first = false;
        }
        yield message;
      }
    },
  });
  return call;
}

/** Adapts an async handler to grpc-js: the callback is called exactly once, errors become gRPC statuses. */
function wrapUnary(
  method: string,
  handler: (request: unknown, context: CallContext) => Promise<unknown>,
  logger: Logger,
  authorize: Authorize,
  authorizer: CallAuthorizer,
): grpc.handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    const header = call.metadata.get('x-request-id')[0];
    const requestId = typeof header === 'string' && header.length <= 128 ? header : randomUUID();
    const callLogger = logger.child({ requestId, method });
    const started = performance.now();
    inSpan(`grpc ${method}`, SpanKind.SERVER, extractContext(metadataCarrier(call.metadata)), async () => {
      const identity = authorize(call.metadata);
      authorizer.checkRequest(identity, call.request);
      return handler(call.request, {
        requestId,
        logger: callLogger,
        metadata: call.metadata,
        caller: identity.caller,
        user: identity.user,
      });
    }).then(
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

function callContext(
  call: object & { metadata: grpc.Metadata },
  logger: Logger,
  method: string,
): CallContext {
  const identity = streamIdentities.get(call);
  // The stream wrappers always set it first; a handler reached another way is a wiring mistake.
  if (!identity) throw new Error(`${method}: stream handler reached without an authorized caller`);
  const header = call.metadata.get('x-request-id')[0];
  const requestId = typeof header === 'string' && header.length <= 128 ? header : randomUUID();
  return {
    requestId,
    logger: logger.child({ requestId, method }),
    metadata: call.metadata,
    caller: identity.caller,
    user: identity.user,
  };
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
    const context = callContext(call, logger, method);
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
    const context = callContext(call, logger, method);
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
