import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { fromGrpcError } from './errors.ts';

export type CallOptions = { requestId?: string; deadlineMs?: number };

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
): AsyncClient<D> & { close(): void } {
  const client = new Service(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
  });
  const defaultDeadlineMs = defaults.deadlineMs ?? 5_000;
  const methods: Record<string, unknown> = {
    close: () => client.close(),
  };
  for (const [name, method] of Object.entries(Service.service)) {
    methods[name] = (request: unknown, options: CallOptions = {}) =>
      new Promise((resolve, reject) => {
        const metadata = new grpc.Metadata();
        if (options.requestId) metadata.set('x-request-id', options.requestId);
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
  return methods as AsyncClient<D> & { close(): void };
}
