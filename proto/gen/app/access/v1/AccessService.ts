// Original file: app/access/v1/access.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface AccessServiceClient extends grpc.Client {
}

export interface AccessServiceHandlers extends grpc.UntypedServiceImplementation {
}

export interface AccessServiceDefinition extends grpc.ServiceDefinition {
}
