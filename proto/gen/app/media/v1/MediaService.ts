// Original file: app/media/v1/media.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AccountArchive as _app_media_v1_AccountArchive, AccountArchive__Output as _app_media_v1_AccountArchive__Output } from '../../../app/media/v1/AccountArchive.ts';
import type { DeleteMediaRequest as _app_media_v1_DeleteMediaRequest, DeleteMediaRequest__Output as _app_media_v1_DeleteMediaRequest__Output } from '../../../app/media/v1/DeleteMediaRequest.ts';
import type { DeleteMediaResponse as _app_media_v1_DeleteMediaResponse, DeleteMediaResponse__Output as _app_media_v1_DeleteMediaResponse__Output } from '../../../app/media/v1/DeleteMediaResponse.ts';
import type { GetAccountArchiveRequest as _app_media_v1_GetAccountArchiveRequest, GetAccountArchiveRequest__Output as _app_media_v1_GetAccountArchiveRequest__Output } from '../../../app/media/v1/GetAccountArchiveRequest.ts';
import type { GetAccountArchiveResponse as _app_media_v1_GetAccountArchiveResponse, GetAccountArchiveResponse__Output as _app_media_v1_GetAccountArchiveResponse__Output } from '../../../app/media/v1/GetAccountArchiveResponse.ts';
import type { GetMediaRequest as _app_media_v1_GetMediaRequest, GetMediaRequest__Output as _app_media_v1_GetMediaRequest__Output } from '../../../app/media/v1/GetMediaRequest.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from '../../../app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from '../../../app/common/v1/ListDeadLettersResponse.ts';
import type { ListMediaRequest as _app_media_v1_ListMediaRequest, ListMediaRequest__Output as _app_media_v1_ListMediaRequest__Output } from '../../../app/media/v1/ListMediaRequest.ts';
import type { ListMediaResponse as _app_media_v1_ListMediaResponse, ListMediaResponse__Output as _app_media_v1_ListMediaResponse__Output } from '../../../app/media/v1/ListMediaResponse.ts';
import type { MediaItem as _app_media_v1_MediaItem, MediaItem__Output as _app_media_v1_MediaItem__Output } from '../../../app/media/v1/MediaItem.ts';
import type { ReadAccountArchiveRequest as _app_media_v1_ReadAccountArchiveRequest, ReadAccountArchiveRequest__Output as _app_media_v1_ReadAccountArchiveRequest__Output } from '../../../app/media/v1/ReadAccountArchiveRequest.ts';
import type { ReadMediaChunk as _app_media_v1_ReadMediaChunk, ReadMediaChunk__Output as _app_media_v1_ReadMediaChunk__Output } from '../../../app/media/v1/ReadMediaChunk.ts';
import type { ReadMediaRequest as _app_media_v1_ReadMediaRequest, ReadMediaRequest__Output as _app_media_v1_ReadMediaRequest__Output } from '../../../app/media/v1/ReadMediaRequest.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from '../../../app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from '../../../app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from '../../../app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from '../../../app/common/v1/RetryDeadLetterResponse.ts';
import type { StartAccountArchiveRequest as _app_media_v1_StartAccountArchiveRequest, StartAccountArchiveRequest__Output as _app_media_v1_StartAccountArchiveRequest__Output } from '../../../app/media/v1/StartAccountArchiveRequest.ts';
import type { StartAccountArchiveResponse as _app_media_v1_StartAccountArchiveResponse, StartAccountArchiveResponse__Output as _app_media_v1_StartAccountArchiveResponse__Output } from '../../../app/media/v1/StartAccountArchiveResponse.ts';
import type { StoreAccountArchiveRequest as _app_media_v1_StoreAccountArchiveRequest, StoreAccountArchiveRequest__Output as _app_media_v1_StoreAccountArchiveRequest__Output } from '../../../app/media/v1/StoreAccountArchiveRequest.ts';
import type { UploadMediaRequest as _app_media_v1_UploadMediaRequest, UploadMediaRequest__Output as _app_media_v1_UploadMediaRequest__Output } from '../../../app/media/v1/UploadMediaRequest.ts';

export interface MediaServiceClient extends grpc.Client {
  DeleteMedia(argument: _app_media_v1_DeleteMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_DeleteMediaResponse__Output>): grpc.ClientUnaryCall;
  DeleteMedia(argument: _app_media_v1_DeleteMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_DeleteMediaResponse__Output>): grpc.ClientUnaryCall;
  DeleteMedia(argument: _app_media_v1_DeleteMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_DeleteMediaResponse__Output>): grpc.ClientUnaryCall;
  DeleteMedia(argument: _app_media_v1_DeleteMediaRequest, callback: grpc.requestCallback<_app_media_v1_DeleteMediaResponse__Output>): grpc.ClientUnaryCall;
  deleteMedia(argument: _app_media_v1_DeleteMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_DeleteMediaResponse__Output>): grpc.ClientUnaryCall;
  deleteMedia(argument: _app_media_v1_DeleteMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_DeleteMediaResponse__Output>): grpc.ClientUnaryCall;
  deleteMedia(argument: _app_media_v1_DeleteMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_DeleteMediaResponse__Output>): grpc.ClientUnaryCall;
  deleteMedia(argument: _app_media_v1_DeleteMediaRequest, callback: grpc.requestCallback<_app_media_v1_DeleteMediaResponse__Output>): grpc.ClientUnaryCall;
  
  GetAccountArchive(argument: _app_media_v1_GetAccountArchiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_GetAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  GetAccountArchive(argument: _app_media_v1_GetAccountArchiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_GetAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  GetAccountArchive(argument: _app_media_v1_GetAccountArchiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_GetAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  GetAccountArchive(argument: _app_media_v1_GetAccountArchiveRequest, callback: grpc.requestCallback<_app_media_v1_GetAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  getAccountArchive(argument: _app_media_v1_GetAccountArchiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_GetAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  getAccountArchive(argument: _app_media_v1_GetAccountArchiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_GetAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  getAccountArchive(argument: _app_media_v1_GetAccountArchiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_GetAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  getAccountArchive(argument: _app_media_v1_GetAccountArchiveRequest, callback: grpc.requestCallback<_app_media_v1_GetAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  
  GetMedia(argument: _app_media_v1_GetMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  GetMedia(argument: _app_media_v1_GetMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  GetMedia(argument: _app_media_v1_GetMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  GetMedia(argument: _app_media_v1_GetMediaRequest, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  getMedia(argument: _app_media_v1_GetMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  getMedia(argument: _app_media_v1_GetMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  getMedia(argument: _app_media_v1_GetMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  getMedia(argument: _app_media_v1_GetMediaRequest, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  
  ListMedia(argument: _app_media_v1_ListMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  ListMedia(argument: _app_media_v1_ListMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  ListMedia(argument: _app_media_v1_ListMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  ListMedia(argument: _app_media_v1_ListMediaRequest, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  listMedia(argument: _app_media_v1_ListMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  listMedia(argument: _app_media_v1_ListMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  listMedia(argument: _app_media_v1_ListMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  listMedia(argument: _app_media_v1_ListMediaRequest, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  
  ReadAccountArchive(argument: _app_media_v1_ReadAccountArchiveRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  ReadAccountArchive(argument: _app_media_v1_ReadAccountArchiveRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  readAccountArchive(argument: _app_media_v1_ReadAccountArchiveRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  readAccountArchive(argument: _app_media_v1_ReadAccountArchiveRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  
  ReadMedia(argument: _app_media_v1_ReadMediaRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  ReadMedia(argument: _app_media_v1_ReadMediaRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  readMedia(argument: _app_media_v1_ReadMediaRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  readMedia(argument: _app_media_v1_ReadMediaRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  
  StartAccountArchive(argument: _app_media_v1_StartAccountArchiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_StartAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  StartAccountArchive(argument: _app_media_v1_StartAccountArchiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_StartAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  StartAccountArchive(argument: _app_media_v1_StartAccountArchiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_StartAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  StartAccountArchive(argument: _app_media_v1_StartAccountArchiveRequest, callback: grpc.requestCallback<_app_media_v1_StartAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  startAccountArchive(argument: _app_media_v1_StartAccountArchiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_StartAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  startAccountArchive(argument: _app_media_v1_StartAccountArchiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_StartAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  startAccountArchive(argument: _app_media_v1_StartAccountArchiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_StartAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  startAccountArchive(argument: _app_media_v1_StartAccountArchiveRequest, callback: grpc.requestCallback<_app_media_v1_StartAccountArchiveResponse__Output>): grpc.ClientUnaryCall;
  
  StoreAccountArchive(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_AccountArchive__Output>): grpc.ClientWritableStream<_app_media_v1_StoreAccountArchiveRequest>;
  StoreAccountArchive(metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_AccountArchive__Output>): grpc.ClientWritableStream<_app_media_v1_StoreAccountArchiveRequest>;
  StoreAccountArchive(options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_AccountArchive__Output>): grpc.ClientWritableStream<_app_media_v1_StoreAccountArchiveRequest>;
  StoreAccountArchive(callback: grpc.requestCallback<_app_media_v1_AccountArchive__Output>): grpc.ClientWritableStream<_app_media_v1_StoreAccountArchiveRequest>;
  storeAccountArchive(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_AccountArchive__Output>): grpc.ClientWritableStream<_app_media_v1_StoreAccountArchiveRequest>;
  storeAccountArchive(metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_AccountArchive__Output>): grpc.ClientWritableStream<_app_media_v1_StoreAccountArchiveRequest>;
  storeAccountArchive(options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_AccountArchive__Output>): grpc.ClientWritableStream<_app_media_v1_StoreAccountArchiveRequest>;
  storeAccountArchive(callback: grpc.requestCallback<_app_media_v1_AccountArchive__Output>): grpc.ClientWritableStream<_app_media_v1_StoreAccountArchiveRequest>;
  
  UploadMedia(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientWritableStream<_app_media_v1_UploadMediaRequest>;
  UploadMedia(metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientWritableStream<_app_media_v1_UploadMediaRequest>;
  UploadMedia(options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientWritableStream<_app_media_v1_UploadMediaRequest>;
  UploadMedia(callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientWritableStream<_app_media_v1_UploadMediaRequest>;
  uploadMedia(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientWritableStream<_app_media_v1_UploadMediaRequest>;
  uploadMedia(metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientWritableStream<_app_media_v1_UploadMediaRequest>;
  uploadMedia(options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientWritableStream<_app_media_v1_UploadMediaRequest>;
  uploadMedia(callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientWritableStream<_app_media_v1_UploadMediaRequest>;
  
}

export interface MediaServiceHandlers extends grpc.UntypedServiceImplementation {
  DeleteMedia: grpc.handleUnaryCall<_app_media_v1_DeleteMediaRequest__Output, _app_media_v1_DeleteMediaResponse>;
  
  GetAccountArchive: grpc.handleUnaryCall<_app_media_v1_GetAccountArchiveRequest__Output, _app_media_v1_GetAccountArchiveResponse>;
  
  GetMedia: grpc.handleUnaryCall<_app_media_v1_GetMediaRequest__Output, _app_media_v1_MediaItem>;
  
  ListDeadLetters: grpc.handleUnaryCall<_app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse>;
  
  ListMedia: grpc.handleUnaryCall<_app_media_v1_ListMediaRequest__Output, _app_media_v1_ListMediaResponse>;
  
  ReadAccountArchive: grpc.handleServerStreamingCall<_app_media_v1_ReadAccountArchiveRequest__Output, _app_media_v1_ReadMediaChunk>;
  
  ReadMedia: grpc.handleServerStreamingCall<_app_media_v1_ReadMediaRequest__Output, _app_media_v1_ReadMediaChunk>;
  
  RedriveOutbox: grpc.handleUnaryCall<_app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse>;
  
  RetryDeadLetter: grpc.handleUnaryCall<_app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse>;
  
  StartAccountArchive: grpc.handleUnaryCall<_app_media_v1_StartAccountArchiveRequest__Output, _app_media_v1_StartAccountArchiveResponse>;
  
  StoreAccountArchive: grpc.handleClientStreamingCall<_app_media_v1_StoreAccountArchiveRequest__Output, _app_media_v1_AccountArchive>;
  
  UploadMedia: grpc.handleClientStreamingCall<_app_media_v1_UploadMediaRequest__Output, _app_media_v1_MediaItem>;
  
}

export interface MediaServiceDefinition extends grpc.ServiceDefinition {
  DeleteMedia: MethodDefinition<_app_media_v1_DeleteMediaRequest, _app_media_v1_DeleteMediaResponse, _app_media_v1_DeleteMediaRequest__Output, _app_media_v1_DeleteMediaResponse__Output>
  GetAccountArchive: MethodDefinition<_app_media_v1_GetAccountArchiveRequest, _app_media_v1_GetAccountArchiveResponse, _app_media_v1_GetAccountArchiveRequest__Output, _app_media_v1_GetAccountArchiveResponse__Output>
  GetMedia: MethodDefinition<_app_media_v1_GetMediaRequest, _app_media_v1_MediaItem, _app_media_v1_GetMediaRequest__Output, _app_media_v1_MediaItem__Output>
  ListDeadLetters: MethodDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse__Output>
  ListMedia: MethodDefinition<_app_media_v1_ListMediaRequest, _app_media_v1_ListMediaResponse, _app_media_v1_ListMediaRequest__Output, _app_media_v1_ListMediaResponse__Output>
  ReadAccountArchive: MethodDefinition<_app_media_v1_ReadAccountArchiveRequest, _app_media_v1_ReadMediaChunk, _app_media_v1_ReadAccountArchiveRequest__Output, _app_media_v1_ReadMediaChunk__Output>
  ReadMedia: MethodDefinition<_app_media_v1_ReadMediaRequest, _app_media_v1_ReadMediaChunk, _app_media_v1_ReadMediaRequest__Output, _app_media_v1_ReadMediaChunk__Output>
  RedriveOutbox: MethodDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse__Output>
  RetryDeadLetter: MethodDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse__Output>
  StartAccountArchive: MethodDefinition<_app_media_v1_StartAccountArchiveRequest, _app_media_v1_StartAccountArchiveResponse, _app_media_v1_StartAccountArchiveRequest__Output, _app_media_v1_StartAccountArchiveResponse__Output>
  StoreAccountArchive: MethodDefinition<_app_media_v1_StoreAccountArchiveRequest, _app_media_v1_AccountArchive, _app_media_v1_StoreAccountArchiveRequest__Output, _app_media_v1_AccountArchive__Output>
  UploadMedia: MethodDefinition<_app_media_v1_UploadMediaRequest, _app_media_v1_MediaItem, _app_media_v1_UploadMediaRequest__Output, _app_media_v1_MediaItem__Output>
}
