import type * as grpc from '@grpc/grpc-js';

import type { SchedulerServiceClient as _app_scheduler_v1_SchedulerServiceClient, SchedulerServiceDefinition as _app_scheduler_v1_SchedulerServiceDefinition } from './app/scheduler/v1/SchedulerService.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    scheduler: {
      v1: {
        SchedulerService: SubtypeConstructor<typeof grpc.Client, _app_scheduler_v1_SchedulerServiceClient> & { service: _app_scheduler_v1_SchedulerServiceDefinition }
      }
    }
  }
}

