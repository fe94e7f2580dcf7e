import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type { Context } from '@opentelemetry/api';
import { callTokenHeader, userAssertionHeader } from './call-authorization.ts';
import { AppError, fromGrpcError } from './errors.ts';
import type { ServiceIdentity } from './service-identity.ts';
import { injectContext } from './trace-context.ts';

export type CallOptions = {
  requestId?: string;
  deadlineMs?: number;
  /** The trace the call belongs to; the active one when not given (the bff passes its request's). */
  traceContext?: Context;
  /** Auth's statement of the person the call acts for (the bff passes its request's). */
  userAssertion?: string;
};

/** A promise-returning client typed from a generated service definition. */
export type AsyncClient<D> = {
  [K in keyof D as string extends K ? never : K]: D[K] extends MethodDefinition<
    infer Request,
    infer _ResponseIn,
    infer _RequestOut,
    infer Response
  >
    ? (request: Request, options?: CallOptions) => Promise<Response>
    : never;
};

export type ServiceConstructor<D extends grpc.ServiceDefinition> = (new (
  address: string,
  credentials: grpc.ChannelCredentials,
  options?: grpc.ClientOptions,
) => grpc.Client) & { service: D };

export type GrpcClient<D> = AsyncClient<D> & {
  close(): void;
  raw: grpc.Client;
  /** The metadata a streaming call made through `raw` carries: the caller's token for that method. */
  metadataFor(methodPath: string, options?: CallOptions): grpc.Metadata;
};

/**
 * Creates a client for a peer service. Every call is signed by this process's identity, has a deadline (no
 * call waits forever on a stuck peer), carries the request id, and turns a failed status back into the
 * AppError the peer threw.
 */
export function createGrpcClient<D extends grpc.ServiceDefinition>(
  Service: ServiceConstructor<D>,
  address: string,
  options: { identity: ServiceIdentity; deadlineMs?: number },
): GrpcClient<D> {
  const client = new Service(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
  });
  const defaultDeadlineMs = options.deadlineMs ?? 5_000;
  const signedMetadata = (methodPath: string, callOptions: CallOptions = {}) => {
    const metadata = metadataFor(callOptions);
    metadata.set(callTokenHeader, options.identity.callToken(methodPath));
    return metadata;
  };
  const methods: Record<string, unknown> = {
    close: () => client.close(),
    raw: client,
    metadataFor: signedMetadata,
  };
  for (const [name, method] of Object.entries(Service.service)) {
    // Streaming calls go through `raw` (see callClientStream / callServerStream).
    if (method.requestStream || method.responseStream) continue;
    methods[name] = (request: unknown, callOptions: CallOptions = {}) =>
      new Promise((resolve, reject) => {
        const deadline = Date.now() + (callOptions.deadlineMs ?? defaultDeadlineMs);
        client.makeUnaryRequest(
          method.path,
          method.requestSerialize,
          method.responseDeserialize,
          request,
          signedMetadata(method.path, callOptions),
          { deadline },
          (error, response) => (error ? reject(peerError(error)) : resolve(response)),
        );
      });
  }
  return methods as GrpcClient<D>;
}

function metadataFor(options: CallOptions): grpc.Metadata {
  const metadata = new grpc.Metadata();
  if (options.requestId) metadata.set('x-request-id', options.requestId);
  if (options.userAssertion) metadata.set(userAssertionHeader, options.userAssertion);
  for (const [key, value] of Object.entries(injectContext(options.traceContext))) metadata.set(key, value);
  return metadata;
}

/**
 * The peer's error as the AppError it threw; a refusal of our own identity is our fault (a missing key, a
 * call the policy does not allow), never the user's, so it must not read as "sign in again".
 */
function peerError(error: grpc.ServiceError): AppError {
  const appError = fromGrpcError(error);
  if (appError.reason === 'CALLER_UNKNOWN' || appError.reason === 'CALLER_NOT_ALLOWED') {
    return new AppError('INTERNAL', `the peer refused this process's call: ${appError.message}`, {
      cause: appError,
    });
  }
  return appError;
}

/**
 * Calls a client-streaming method: writes every request (waiting when the server is slow) and resolves with
 * the single response; a failed status becomes the AppError the server threw.
 */
export function callClientStream<Request, Response>(
  client: Pick<GrpcClient<unknown>, 'raw' | 'metadataFor'>,
  method: {
    path: string;
    requestSerialize: (value: Request) => Buffer;
    responseDeserialize: (bytes: Buffer) => Response;
  },
  requests: AsyncIterable<Request>,
  options: CallOptions = {},
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const call = client.raw.makeClientStreamRequest(
      method.path,
      method.requestSerialize,
      method.responseDeserialize,
      client.metadataFor(method.path, options),
      { deadline: Date.now() + (options.deadlineMs ?? 120_000) },
      (error, response) => (error ? reject(peerError(error)) : resolve(response as Response)),
    );
    void (async () => {
      try {
        for await (const request of requests) {
          if (!call.write(request)) await new Promise((done) => call.once('drain', done));
        }
        call.end();
      } catch (error) {
        call.cancel();
        reject(error);
      }
    })();
  });
}

/** Calls a server-streaming method; iterate the result. A failed status ends the iteration with an AppError. */
export async function* callServerStream<Request, Response>(
  client: Pick<GrpcClient<unknown>, 'raw' | 'metadataFor'>,
  method: {
    path: string;
    requestSerialize: (value: Request) => Buffer;
    responseDeserialize: (bytes: Buffer) => Response;
  },
  request: Request,
  options: CallOptions = {},
): AsyncGenerator<Response> {
  const call = client.raw.makeServerStreamRequest(
    method.path,
    method.requestSerialize,
    method.responseDeserialize,
    request,
    client.metadataFor(method.path, options),
    { deadline: Date.now() + (options.deadlineMs ?? 600_000) },
  );
  try {
    for await (const response of call) yield response as Response;
  } catch (error) {
    throw isServiceError(error) ? peerError(error) : error;
  } finally {
    call.cancel();
  }
}

function isServiceError(error: unknown): error is grpc.ServiceError {
  return typeof error === 'object' && error !== null && 'code' in error && 'metadata' in error;
}
