// Original file: app/media/v1/media.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DeleteMediaRequest as _app_media_v1_DeleteMediaRequest, DeleteMediaRequest__Output as _app_media_v1_DeleteMediaRequest__Output } from '../../../app/media/v1/DeleteMediaRequest.ts';
import type { DeleteMediaResponse as _app_media_v1_DeleteMediaResponse, DeleteMediaResponse__Output as _app_media_v1_DeleteMediaResponse__Output } from '../../../app/media/v1/DeleteMediaResponse.ts';
import type { GetMediaRequest as _app_media_v1_GetMediaRequest, GetMediaRequest__Output as _app_media_v1_GetMediaRequest__Output } from '../../../app/media/v1/GetMediaRequest.ts';
import type { ListMediaRequest as _app_media_v1_ListMediaRequest, ListMediaRequest__Output as _app_media_v1_ListMediaRequest__Output } from '../../../app/media/v1/ListMediaRequest.ts';
import type { ListMediaResponse as _app_media_v1_ListMediaResponse, ListMediaResponse__Output as _app_media_v1_ListMediaResponse__Output } from '../../../app/media/v1/ListMediaResponse.ts';
import type { MediaItem as _app_media_v1_MediaItem, MediaItem__Output as _app_media_v1_MediaItem__Output } from '../../../app/media/v1/MediaItem.ts';
import type { ReadMediaChunk as _app_media_v1_ReadMediaChunk, ReadMediaChunk__Output as _app_media_v1_ReadMediaChunk__Output } from '../../../app/media/v1/ReadMediaChunk.ts';
import type { ReadMediaRequest as _app_media_v1_ReadMediaRequest, ReadMediaRequest__Output as _app_media_v1_ReadMediaRequest__Output } from '../../../app/media/v1/ReadMediaRequest.ts';
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
  
  GetMedia(argument: _app_media_v1_GetMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  GetMedia(argument: _app_media_v1_GetMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  GetMedia(argument: _app_media_v1_GetMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  GetMedia(argument: _app_media_v1_GetMediaRequest, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  getMedia(argument: _app_media_v1_GetMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  getMedia(argument: _app_media_v1_GetMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  getMedia(argument: _app_media_v1_GetMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  getMedia(argument: _app_media_v1_GetMediaRequest, callback: grpc.requestCallback<_app_media_v1_MediaItem__Output>): grpc.ClientUnaryCall;
  
  ListMedia(argument: _app_media_v1_ListMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  ListMedia(argument: _app_media_v1_ListMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  ListMedia(argument: _app_media_v1_ListMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  ListMedia(argument: _app_media_v1_ListMediaRequest, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  listMedia(argument: _app_media_v1_ListMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  listMedia(argument: _app_media_v1_ListMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  listMedia(argument: _app_media_v1_ListMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  listMedia(argument: _app_media_v1_ListMediaRequest, callback: grpc.requestCallback<_app_media_v1_ListMediaResponse__Output>): grpc.ClientUnaryCall;
  
  ReadMedia(argument: _app_media_v1_ReadMediaRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  ReadMedia(argument: _app_media_v1_ReadMediaRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  readMedia(argument: _app_media_v1_ReadMediaRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  readMedia(argument: _app_media_v1_ReadMediaRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_media_v1_ReadMediaChunk__Output>;
  
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
  
  GetMedia: grpc.handleUnaryCall<_app_media_v1_GetMediaRequest__Output, _app_media_v1_MediaItem>;
  
  ListMedia: grpc.handleUnaryCall<_app_media_v1_ListMediaRequest__Output, _app_media_v1_ListMediaResponse>;
  
  ReadMedia: grpc.handleServerStreamingCall<_app_media_v1_ReadMediaRequest__Output, _app_media_v1_ReadMediaChunk>;
  
  UploadMedia: grpc.handleClientStreamingCall<_app_media_v1_UploadMediaRequest__Output, _app_media_v1_MediaItem>;
  
}

export interface MediaServiceDefinition extends grpc.ServiceDefinition {
  DeleteMedia: MethodDefinition<_app_media_v1_DeleteMediaRequest, _app_media_v1_DeleteMediaResponse, _app_media_v1_DeleteMediaRequest__Output, _app_media_v1_DeleteMediaResponse__Output>
  GetMedia: MethodDefinition<_app_media_v1_GetMediaRequest, _app_media_v1_MediaItem, _app_media_v1_GetMediaRequest__Output, _app_media_v1_MediaItem__Output>
  ListMedia: MethodDefinition<_app_media_v1_ListMediaRequest, _app_media_v1_ListMediaResponse, _app_media_v1_ListMediaRequest__Output, _app_media_v1_ListMediaResponse__Output>
  ReadMedia: MethodDefinition<_app_media_v1_ReadMediaRequest, _app_media_v1_ReadMediaChunk, _app_media_v1_ReadMediaRequest__Output, _app_media_v1_ReadMediaChunk__Output>
  UploadMedia: MethodDefinition<_app_media_v1_UploadMediaRequest, _app_media_v1_MediaItem, _app_media_v1_UploadMediaRequest__Output, _app_media_v1_MediaItem__Output>
}
