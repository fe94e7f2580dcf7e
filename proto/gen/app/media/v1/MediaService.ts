// Original file: app/media/v1/media.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface MediaServiceClient extends grpc.Client {
}

export interface MediaServiceHandlers extends grpc.UntypedServiceImplementation {
}

export interface MediaServiceDefinition extends grpc.ServiceDefinition {
}
