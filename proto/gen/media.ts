import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { DeadLetter as _app_common_v1_DeadLetter, DeadLetter__Output as _app_common_v1_DeadLetter__Output } from './app/common/v1/DeadLetter.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from './app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from './app/common/v1/ListDeadLettersResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from './app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from './app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from './app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from './app/common/v1/RetryDeadLetterResponse.ts';
import type { AccountArchive as _app_media_v1_AccountArchive, AccountArchive__Output as _app_media_v1_AccountArchive__Output } from './app/media/v1/AccountArchive.ts';
import type { DeleteMediaRequest as _app_media_v1_DeleteMediaRequest, DeleteMediaRequest__Output as _app_media_v1_DeleteMediaRequest__Output } from './app/media/v1/DeleteMediaRequest.ts';
import type { DeleteMediaResponse as _app_media_v1_DeleteMediaResponse, DeleteMediaResponse__Output as _app_media_v1_DeleteMediaResponse__Output } from './app/media/v1/DeleteMediaResponse.ts';
import type { GetAccountArchiveRequest as _app_media_v1_GetAccountArchiveRequest, GetAccountArchiveRequest__Output as _app_media_v1_GetAccountArchiveRequest__Output } from './app/media/v1/GetAccountArchiveRequest.ts';
import type { GetAccountArchiveResponse as _app_media_v1_GetAccountArchiveResponse, GetAccountArchiveResponse__Output as _app_media_v1_GetAccountArchiveResponse__Output } from './app/media/v1/GetAccountArchiveResponse.ts';
import type { GetMediaRequest as _app_media_v1_GetMediaRequest, GetMediaRequest__Output as _app_media_v1_GetMediaRequest__Output } from './app/media/v1/GetMediaRequest.ts';
import type { ListMediaRequest as _app_media_v1_ListMediaRequest, ListMediaRequest__Output as _app_media_v1_ListMediaRequest__Output } from './app/media/v1/ListMediaRequest.ts';
import type { ListMediaResponse as _app_media_v1_ListMediaResponse, ListMediaResponse__Output as _app_media_v1_ListMediaResponse__Output } from './app/media/v1/ListMediaResponse.ts';
import type { MediaItem as _app_media_v1_MediaItem, MediaItem__Output as _app_media_v1_MediaItem__Output } from './app/media/v1/MediaItem.ts';
import type { MediaServiceClient as _app_media_v1_MediaServiceClient, MediaServiceDefinition as _app_media_v1_MediaServiceDefinition } from './app/media/v1/MediaService.ts';
import type { ReadAccountArchiveRequest as _app_media_v1_ReadAccountArchiveRequest, ReadAccountArchiveRequest__Output as _app_media_v1_ReadAccountArchiveRequest__Output } from './app/media/v1/ReadAccountArchiveRequest.ts';
import type { ReadMediaChunk as _app_media_v1_ReadMediaChunk, ReadMediaChunk__Output as _app_media_v1_ReadMediaChunk__Output } from './app/media/v1/ReadMediaChunk.ts';
import type { ReadMediaRequest as _app_media_v1_ReadMediaRequest, ReadMediaRequest__Output as _app_media_v1_ReadMediaRequest__Output } from './app/media/v1/ReadMediaRequest.ts';
import type { StartAccountArchiveRequest as _app_media_v1_StartAccountArchiveRequest, StartAccountArchiveRequest__Output as _app_media_v1_StartAccountArchiveRequest__Output } from './app/media/v1/StartAccountArchiveRequest.ts';
import type { StartAccountArchiveResponse as _app_media_v1_StartAccountArchiveResponse, StartAccountArchiveResponse__Output as _app_media_v1_StartAccountArchiveResponse__Output } from './app/media/v1/StartAccountArchiveResponse.ts';
import type { StoreAccountArchiveHeader as _app_media_v1_StoreAccountArchiveHeader, StoreAccountArchiveHeader__Output as _app_media_v1_StoreAccountArchiveHeader__Output } from './app/media/v1/StoreAccountArchiveHeader.ts';
import type { StoreAccountArchiveRequest as _app_media_v1_StoreAccountArchiveRequest, StoreAccountArchiveRequest__Output as _app_media_v1_StoreAccountArchiveRequest__Output } from './app/media/v1/StoreAccountArchiveRequest.ts';
import type { UploadHeader as _app_media_v1_UploadHeader, UploadHeader__Output as _app_media_v1_UploadHeader__Output } from './app/media/v1/UploadHeader.ts';
import type { UploadMediaRequest as _app_media_v1_UploadMediaRequest, UploadMediaRequest__Output as _app_media_v1_UploadMediaRequest__Output } from './app/media/v1/UploadMediaRequest.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    common: {
      v1: {
        DeadLetter: MessageTypeDefinition<_app_common_v1_DeadLetter, _app_common_v1_DeadLetter__Output>
        ListDeadLettersRequest: MessageTypeDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersRequest__Output>
        ListDeadLettersResponse: MessageTypeDefinition<_app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersResponse__Output>
        MediaType: EnumTypeDefinition
        RedriveOutboxRequest: MessageTypeDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxRequest__Output>
        RedriveOutboxResponse: MessageTypeDefinition<_app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxResponse__Output>
        RetryDeadLetterRequest: MessageTypeDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterRequest__Output>
        RetryDeadLetterResponse: MessageTypeDefinition<_app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterResponse__Output>
      }
    }
    media: {
      v1: {
        AccountArchive: MessageTypeDefinition<_app_media_v1_AccountArchive, _app_media_v1_AccountArchive__Output>
        AccountArchiveStatus: EnumTypeDefinition
        DeleteMediaRequest: MessageTypeDefinition<_app_media_v1_DeleteMediaRequest, _app_media_v1_DeleteMediaRequest__Output>
        DeleteMediaResponse: MessageTypeDefinition<_app_media_v1_DeleteMediaResponse, _app_media_v1_DeleteMediaResponse__Output>
        GetAccountArchiveRequest: MessageTypeDefinition<_app_media_v1_GetAccountArchiveRequest, _app_media_v1_GetAccountArchiveRequest__Output>
        GetAccountArchiveResponse: MessageTypeDefinition<_app_media_v1_GetAccountArchiveResponse, _app_media_v1_GetAccountArchiveResponse__Output>
        GetMediaRequest: MessageTypeDefinition<_app_media_v1_GetMediaRequest, _app_media_v1_GetMediaRequest__Output>
        ListMediaRequest: MessageTypeDefinition<_app_media_v1_ListMediaRequest, _app_media_v1_ListMediaRequest__Output>
        ListMediaResponse: MessageTypeDefinition<_app_media_v1_ListMediaResponse, _app_media_v1_ListMediaResponse__Output>
        MediaItem: MessageTypeDefinition<_app_media_v1_MediaItem, _app_media_v1_MediaItem__Output>
        MediaService: SubtypeConstructor<typeof grpc.Client, _app_media_v1_MediaServiceClient> & { service: _app_media_v1_MediaServiceDefinition }
        ReadAccountArchiveRequest: MessageTypeDefinition<_app_media_v1_ReadAccountArchiveRequest, _app_media_v1_ReadAccountArchiveRequest__Output>
        ReadMediaChunk: MessageTypeDefinition<_app_media_v1_ReadMediaChunk, _app_media_v1_ReadMediaChunk__Output>
        ReadMediaRequest: MessageTypeDefinition<_app_media_v1_ReadMediaRequest, _app_media_v1_ReadMediaRequest__Output>
        StartAccountArchiveRequest: MessageTypeDefinition<_app_media_v1_StartAccountArchiveRequest, _app_media_v1_StartAccountArchiveRequest__Output>
        StartAccountArchiveResponse: MessageTypeDefinition<_app_media_v1_StartAccountArchiveResponse, _app_media_v1_StartAccountArchiveResponse__Output>
        StoreAccountArchiveHeader: MessageTypeDefinition<_app_media_v1_StoreAccountArchiveHeader, _app_media_v1_StoreAccountArchiveHeader__Output>
        StoreAccountArchiveRequest: MessageTypeDefinition<_app_media_v1_StoreAccountArchiveRequest, _app_media_v1_StoreAccountArchiveRequest__Output>
        UploadHeader: MessageTypeDefinition<_app_media_v1_UploadHeader, _app_media_v1_UploadHeader__Output>
        UploadMediaRequest: MessageTypeDefinition<_app_media_v1_UploadMediaRequest, _app_media_v1_UploadMediaRequest__Output>
      }
    }
  }
}

