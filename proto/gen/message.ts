import type * as grpc from '@grpc/grpc-js';

import type { MessageServiceClient as _app_message_v1_MessageServiceClient, MessageServiceDefinition as _app_message_v1_MessageServiceDefinition } from './app/message/v1/MessageService.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    message: {
      v1: {
        MessageService: SubtypeConstructor<typeof grpc.Client, _app_message_v1_MessageServiceClient> & { service: _app_message_v1_MessageServiceDefinition }
      }
    }
  }
}

