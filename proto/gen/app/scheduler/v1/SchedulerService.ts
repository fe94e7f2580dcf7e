// Original file: app/scheduler/v1/scheduler.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface SchedulerServiceClient extends grpc.Client {
}

export interface SchedulerServiceHandlers extends grpc.UntypedServiceImplementation {
}

export interface SchedulerServiceDefinition extends grpc.ServiceDefinition {
}
