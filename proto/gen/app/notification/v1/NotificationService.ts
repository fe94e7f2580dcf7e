// Original file: app/notification/v1/notification.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface NotificationServiceClient extends grpc.Client {
}

export interface NotificationServiceHandlers extends grpc.UntypedServiceImplementation {
}

export interface NotificationServiceDefinition extends grpc.ServiceDefinition {
}
