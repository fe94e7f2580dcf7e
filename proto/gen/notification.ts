import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CheckMailServerRequest as _app_notification_v1_CheckMailServerRequest, CheckMailServerRequest__Output as _app_notification_v1_CheckMailServerRequest__Output } from './app/notification/v1/CheckMailServerRequest.ts';
import type { CheckMailServerResponse as _app_notification_v1_CheckMailServerResponse, CheckMailServerResponse__Output as _app_notification_v1_CheckMailServerResponse__Output } from './app/notification/v1/CheckMailServerResponse.ts';
import type { EmailActivity as _app_notification_v1_EmailActivity, EmailActivity__Output as _app_notification_v1_EmailActivity__Output } from './app/notification/v1/EmailActivity.ts';
import type { ListEmailActivityRequest as _app_notification_v1_ListEmailActivityRequest, ListEmailActivityRequest__Output as _app_notification_v1_ListEmailActivityRequest__Output } from './app/notification/v1/ListEmailActivityRequest.ts';
import type { ListEmailActivityResponse as _app_notification_v1_ListEmailActivityResponse, ListEmailActivityResponse__Output as _app_notification_v1_ListEmailActivityResponse__Output } from './app/notification/v1/ListEmailActivityResponse.ts';
import type { NotificationServiceClient as _app_notification_v1_NotificationServiceClient, NotificationServiceDefinition as _app_notification_v1_NotificationServiceDefinition } from './app/notification/v1/NotificationService.ts';
import type { SendTestEmailRequest as _app_notification_v1_SendTestEmailRequest, SendTestEmailRequest__Output as _app_notification_v1_SendTestEmailRequest__Output } from './app/notification/v1/SendTestEmailRequest.ts';
import type { SendTestEmailResponse as _app_notification_v1_SendTestEmailResponse, SendTestEmailResponse__Output as _app_notification_v1_SendTestEmailResponse__Output } from './app/notification/v1/SendTestEmailResponse.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    notification: {
      v1: {
        CheckMailServerRequest: MessageTypeDefinition<_app_notification_v1_CheckMailServerRequest, _app_notification_v1_CheckMailServerRequest__Output>
        CheckMailServerResponse: MessageTypeDefinition<_app_notification_v1_CheckMailServerResponse, _app_notification_v1_CheckMailServerResponse__Output>
        EmailActivity: MessageTypeDefinition<_app_notification_v1_EmailActivity, _app_notification_v1_EmailActivity__Output>
        ListEmailActivityRequest: MessageTypeDefinition<_app_notification_v1_ListEmailActivityRequest, _app_notification_v1_ListEmailActivityRequest__Output>
        ListEmailActivityResponse: MessageTypeDefinition<_app_notification_v1_ListEmailActivityResponse, _app_notification_v1_ListEmailActivityResponse__Output>
        NotificationService: SubtypeConstructor<typeof grpc.Client, _app_notification_v1_NotificationServiceClient> & { service: _app_notification_v1_NotificationServiceDefinition }
        SendTestEmailRequest: MessageTypeDefinition<_app_notification_v1_SendTestEmailRequest, _app_notification_v1_SendTestEmailRequest__Output>
        SendTestEmailResponse: MessageTypeDefinition<_app_notification_v1_SendTestEmailResponse, _app_notification_v1_SendTestEmailResponse__Output>
      }
    }
  }
}

