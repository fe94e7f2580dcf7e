import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { DeleteMediaRequest as _app_media_v1_DeleteMediaRequest, DeleteMediaRequest__Output as _app_media_v1_DeleteMediaRequest__Output } from './app/media/v1/DeleteMediaRequest.ts';
import type { DeleteMediaResponse as _app_media_v1_DeleteMediaResponse, DeleteMediaResponse__Output as _app_media_v1_DeleteMediaResponse__Output } from './app/media/v1/DeleteMediaResponse.ts';
import type { GetMediaRequest as _app_media_v1_GetMediaRequest, GetMediaRequest__Output as _app_media_v1_GetMediaRequest__Output } from './app/media/v1/GetMediaRequest.ts';
import type { ListMediaRequest as _app_media_v1_ListMediaRequest, ListMediaRequest__Output as _app_media_v1_ListMediaRequest__Output } from './app/media/v1/ListMediaRequest.ts';
import type { ListMediaResponse as _app_media_v1_ListMediaResponse, ListMediaResponse__Output as _app_media_v1_ListMediaResponse__Output } from './app/media/v1/ListMediaResponse.ts';
import type { MediaItem as _app_media_v1_MediaItem, MediaItem__Output as _app_media_v1_MediaItem__Output } from './app/media/v1/MediaItem.ts';
import type { MediaServiceClient as _app_media_v1_MediaServiceClient, MediaServiceDefinition as _app_media_v1_MediaServiceDefinition } from './app/media/v1/MediaService.ts';
import type { ReadMediaChunk as _app_media_v1_ReadMediaChunk, ReadMediaChunk__Output as _app_media_v1_ReadMediaChunk__Output } from './app/media/v1/ReadMediaChunk.ts';
import type { ReadMediaRequest as _app_media_v1_ReadMediaRequest, ReadMediaRequest__Output as _app_media_v1_ReadMediaRequest__Output } from './app/media/v1/ReadMediaRequest.ts';
import type { UploadHeader as _app_media_v1_UploadHeader, UploadHeader__Output as _app_media_v1_UploadHeader__Output } from './app/media/v1/UploadHeader.ts';
import type { UploadMediaRequest as _app_media_v1_UploadMediaRequest, UploadMediaRequest__Output as _app_media_v1_UploadMediaRequest__Output } from './app/media/v1/UploadMediaRequest.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    common: {
      v1: {
        MediaType: EnumTypeDefinition
      }
    }
    media: {
      v1: {
        DeleteMediaRequest: MessageTypeDefinition<_app_media_v1_DeleteMediaRequest, _app_media_v1_DeleteMediaRequest__Output>
        DeleteMediaResponse: MessageTypeDefinition<_app_media_v1_DeleteMediaResponse, _app_media_v1_DeleteMediaResponse__Output>
        GetMediaRequest: MessageTypeDefinition<_app_media_v1_GetMediaRequest, _app_media_v1_GetMediaRequest__Output>
        ListMediaRequest: MessageTypeDefinition<_app_media_v1_ListMediaRequest, _app_media_v1_ListMediaRequest__Output>
        ListMediaResponse: MessageTypeDefinition<_app_media_v1_ListMediaResponse, _app_media_v1_ListMediaResponse__Output>
        MediaItem: MessageTypeDefinition<_app_media_v1_MediaItem, _app_media_v1_MediaItem__Output>
        MediaService: SubtypeConstructor<typeof grpc.Client, _app_media_v1_MediaServiceClient> & { service: _app_media_v1_MediaServiceDefinition }
        ReadMediaChunk: MessageTypeDefinition<_app_media_v1_ReadMediaChunk, _app_media_v1_ReadMediaChunk__Output>
        ReadMediaRequest: MessageTypeDefinition<_app_media_v1_ReadMediaRequest, _app_media_v1_ReadMediaRequest__Output>
        UploadHeader: MessageTypeDefinition<_app_media_v1_UploadHeader, _app_media_v1_UploadHeader__Output>
        UploadMediaRequest: MessageTypeDefinition<_app_media_v1_UploadMediaRequest, _app_media_v1_UploadMediaRequest__Output>
      }
    }
  }
}

