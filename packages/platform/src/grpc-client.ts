import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type { Context } from '@opentelemetry/api';
import { fromGrpcError } from './errors.ts';
import { injectContext } from './trace-context.ts';

export type CallOptions = {
  requestId?: string;
  deadlineMs?: number;
  /** The trace the call belongs to; the active one when not given (the bff passes its request's). */
  traceContext?: Context;
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

/**
 * Creates a client for a peer service. Every call has a deadline (no call waits forever on a stuck peer),
 * carries the request id, and turns a failed status back into the AppError the peer threw.
 */
export function createGrpcClient<D extends grpc.ServiceDefinition>(
  Service: ServiceConstructor<D>,
  address: string,
  defaults: { deadlineMs?: number } = {},
): AsyncClient<D> & { close(): void; raw: grpc.Client } {
  const client = new Service(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
  });
  const defaultDeadlineMs = defaults.deadlineMs ?? 5_000;
  const methods: Record<string, unknown> = {
    close: () => client.close(),
    raw: client,
  };
  for (const [name, method] of Object.entries(Service.service)) {
    // Streaming calls go through `raw` (see callClientStream / callServerStream).
    if (method.requestStream || method.responseStream) continue;
    methods[name] = (request: unknown, options: CallOptions = {}) =>
      new Promise((resolve, reject) => {
        const metadata = metadataFor(options);
        const deadline = Date.now() + (options.deadlineMs ?? defaultDeadlineMs);
        client.makeUnaryRequest(
          method.path,
          method.requestSerialize,
          method.responseDeserialize,
          request,
          metadata,
          { deadline },
          (error, response) => (error ? reject(fromGrpcError(error)) : resolve(response)),
        );
      });
  }
  return methods as AsyncClient<D> & { close(): void; raw: grpc.Client };
}

function metadataFor(options: CallOptions): grpc.Metadata {
  const metadata = new grpc.Metadata();
  if (options.requestId) metadata.set('x-request-id', options.requestId);
  for (const [key, value] of Object.entries(injectContext(options.traceContext))) metadata.set(key, value);
  return metadata;
}

/**
 * Calls a client-streaming method: writes every request (waiting when the server is slow) and resolves with
 * the single response; a failed status becomes the AppError the server threw.
 */
export function callClientStream<Request, Response>(
  client: grpc.Client,
  method: {
    path: string;
    requestSerialize: (value: Request) => Buffer;
    responseDeserialize: (bytes: Buffer) => Response;
  },
  requests: AsyncIterable<Request>,
  options: CallOptions = {},
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const call = client.makeClientStreamRequest(
      method.path,
      method.requestSerialize,
      method.responseDeserialize,
      metadataFor(options),
      { deadline: Date.now() + (options.deadlineMs ?? 120_000) },
      (error, response) => (error ? reject(fromGrpcError(error)) : resolve(response as Response)),
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
  client: grpc.Client,
  method: {
    path: string;
    requestSerialize: (value: Request) => Buffer;
    responseDeserialize: (bytes: Buffer) => Response;
  },
  request: Request,
  options: CallOptions = {},
): AsyncGenerator<Response> {
  const call = client.makeServerStreamRequest(
    method.path,
    method.requestSerialize,
    method.responseDeserialize,
    request,
    metadataFor(options),
    { deadline: Date.now() + (options.deadlineMs ?? 600_000) },
  );
  try {
    for await (const response of call) yield response as Response;
  } catch (error) {
    throw isServiceError(error) ? fromGrpcError(error) : error;
  } finally {
    call.cancel();
  }
}

function isServiceError(error: unknown): error is grpc.ServiceError {
  return typeof error === 'object' && error !== null && 'code' in error && 'metadata' in error;
}
