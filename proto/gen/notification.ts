import type * as grpc from '@grpc/grpc-js';

import type { NotificationServiceClient as _app_notification_v1_NotificationServiceClient, NotificationServiceDefinition as _app_notification_v1_NotificationServiceDefinition } from './app/notification/v1/NotificationService.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    notification: {
      v1: {
        NotificationService: SubtypeConstructor<typeof grpc.Client, _app_notification_v1_NotificationServiceClient> & { service: _app_notification_v1_NotificationServiceDefinition }
      }
    }
  }
}

