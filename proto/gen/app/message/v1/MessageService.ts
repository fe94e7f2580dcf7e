// Original file: app/message/v1/message.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface MessageServiceClient extends grpc.Client {
}

export interface MessageServiceHandlers extends grpc.UntypedServiceImplementation {
}

export interface MessageServiceDefinition extends grpc.ServiceDefinition {
}
