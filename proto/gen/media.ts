import type * as grpc from '@grpc/grpc-js';

import type { MediaServiceClient as _app_media_v1_MediaServiceClient, MediaServiceDefinition as _app_media_v1_MediaServiceDefinition } from './app/media/v1/MediaService.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    media: {
      v1: {
        MediaService: SubtypeConstructor<typeof grpc.Client, _app_media_v1_MediaServiceClient> & { service: _app_media_v1_MediaServiceDefinition }
      }
    }
  }
}

