import type * as grpc from '@grpc/grpc-js';

import type { AccessServiceClient as _app_access_v1_AccessServiceClient, AccessServiceDefinition as _app_access_v1_AccessServiceDefinition } from './app/access/v1/AccessService.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    access: {
      v1: {
        AccessService: SubtypeConstructor<typeof grpc.Client, _app_access_v1_AccessServiceClient> & { service: _app_access_v1_AccessServiceDefinition }
      }
    }
  }
}

