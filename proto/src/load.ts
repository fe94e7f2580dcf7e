import { createRequire } from 'node:module';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

/**
 * Where the .proto files live; include path for the loader and the type generator alike. Found through the
 * package's name, so it holds from the sources and from a service's bundle (deploy/local/build-services.ts).
 */
export const protoRoot = path.dirname(createRequire(import.meta.url).resolve('@app/proto/package.json'));

/**
 * The one set of loader options. scripts/generate-types.ts passes the same choices to
 * proto-loader-gen-types, so the generated types describe exactly what the runtime produces.
 */
export const loaderOptions = {
  keepCase: false,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
} satisfies protoLoader.Options;

export const serviceProtoFiles = {
  auth: 'app/auth/v1/auth.proto',
  message: 'app/message/v1/message.proto',
  access: 'app/access/v1/access.proto',
  media: 'app/media/v1/media.proto',
  payment: 'app/payment/v1/payment.proto',
  notification: 'app/notification/v1/notification.proto',
  scheduler: 'app/scheduler/v1/scheduler.proto',
} as const;

export type ServiceName = keyof typeof serviceProtoFiles;

/** Loads one service's proto; cast the result to its generated `ProtoGrpcType`. */
export function loadServiceProto(service: ServiceName): grpc.GrpcObject {
  const definition = protoLoader.loadSync(serviceProtoFiles[service], {
    ...loaderOptions,
    includeDirs: [protoRoot],
  });
  return grpc.loadPackageDefinition(definition);
}
