// Original file: app/notification/v1/notification.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CheckMailServerRequest as _app_notification_v1_CheckMailServerRequest, CheckMailServerRequest__Output as _app_notification_v1_CheckMailServerRequest__Output } from '../../../app/notification/v1/CheckMailServerRequest.ts';
import type { CheckMailServerResponse as _app_notification_v1_CheckMailServerResponse, CheckMailServerResponse__Output as _app_notification_v1_CheckMailServerResponse__Output } from '../../../app/notification/v1/CheckMailServerResponse.ts';
import type { ListEmailActivityRequest as _app_notification_v1_ListEmailActivityRequest, ListEmailActivityRequest__Output as _app_notification_v1_ListEmailActivityRequest__Output } from '../../../app/notification/v1/ListEmailActivityRequest.ts';
import type { ListEmailActivityResponse as _app_notification_v1_ListEmailActivityResponse, ListEmailActivityResponse__Output as _app_notification_v1_ListEmailActivityResponse__Output } from '../../../app/notification/v1/ListEmailActivityResponse.ts';
import type { SendTestEmailRequest as _app_notification_v1_SendTestEmailRequest, SendTestEmailRequest__Output as _app_notification_v1_SendTestEmailRequest__Output } from '../../../app/notification/v1/SendTestEmailRequest.ts';
import type { SendTestEmailResponse as _app_notification_v1_SendTestEmailResponse, SendTestEmailResponse__Output as _app_notification_v1_SendTestEmailResponse__Output } from '../../../app/notification/v1/SendTestEmailResponse.ts';

export interface NotificationServiceClient extends grpc.Client {
  CheckMailServer(argument: _app_notification_v1_CheckMailServerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  CheckMailServer(argument: _app_notification_v1_CheckMailServerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  CheckMailServer(argument: _app_notification_v1_CheckMailServerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  CheckMailServer(argument: _app_notification_v1_CheckMailServerRequest, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  checkMailServer(argument: _app_notification_v1_CheckMailServerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  checkMailServer(argument: _app_notification_v1_CheckMailServerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  checkMailServer(argument: _app_notification_v1_CheckMailServerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  checkMailServer(argument: _app_notification_v1_CheckMailServerRequest, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  
  ListEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  ListEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  ListEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  ListEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  listEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  listEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  listEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  listEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  
  SendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  SendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  SendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  SendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  sendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  sendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  sendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  sendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface NotificationServiceHandlers extends grpc.UntypedServiceImplementation {
  CheckMailServer: grpc.handleUnaryCall<_app_notification_v1_CheckMailServerRequest__Output, _app_notification_v1_CheckMailServerResponse>;
  
  ListEmailActivity: grpc.handleUnaryCall<_app_notification_v1_ListEmailActivityRequest__Output, _app_notification_v1_ListEmailActivityResponse>;
  
  SendTestEmail: grpc.handleUnaryCall<_app_notification_v1_SendTestEmailRequest__Output, _app_notification_v1_SendTestEmailResponse>;
  
}

export interface NotificationServiceDefinition extends grpc.ServiceDefinition {
  CheckMailServer: MethodDefinition<_app_notification_v1_CheckMailServerRequest, _app_notification_v1_CheckMailServerResponse, _app_notification_v1_CheckMailServerRequest__Output, _app_notification_v1_CheckMailServerResponse__Output>
  ListEmailActivity: MethodDefinition<_app_notification_v1_ListEmailActivityRequest, _app_notification_v1_ListEmailActivityResponse, _app_notification_v1_ListEmailActivityRequest__Output, _app_notification_v1_ListEmailActivityResponse__Output>
  SendTestEmail: MethodDefinition<_app_notification_v1_SendTestEmailRequest, _app_notification_v1_SendTestEmailResponse, _app_notification_v1_SendTestEmailRequest__Output, _app_notification_v1_SendTestEmailResponse__Output>
}
