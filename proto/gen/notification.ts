import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { DeadLetter as _app_common_v1_DeadLetter, DeadLetter__Output as _app_common_v1_DeadLetter__Output } from './app/common/v1/DeadLetter.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from './app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from './app/common/v1/ListDeadLettersResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from './app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from './app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from './app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from './app/common/v1/RetryDeadLetterResponse.ts';
import type { CheckMailServerRequest as _app_notification_v1_CheckMailServerRequest, CheckMailServerRequest__Output as _app_notification_v1_CheckMailServerRequest__Output } from './app/notification/v1/CheckMailServerRequest.ts';
import type { CheckMailServerResponse as _app_notification_v1_CheckMailServerResponse, CheckMailServerResponse__Output as _app_notification_v1_CheckMailServerResponse__Output } from './app/notification/v1/CheckMailServerResponse.ts';
import type { DnsRecord as _app_notification_v1_DnsRecord, DnsRecord__Output as _app_notification_v1_DnsRecord__Output } from './app/notification/v1/DnsRecord.ts';
import type { DomainBlocks as _app_notification_v1_DomainBlocks, DomainBlocks__Output as _app_notification_v1_DomainBlocks__Output } from './app/notification/v1/DomainBlocks.ts';
import type { EmailActivity as _app_notification_v1_EmailActivity, EmailActivity__Output as _app_notification_v1_EmailActivity__Output } from './app/notification/v1/EmailActivity.ts';
import type { GetLettersOfMessagesRequest as _app_notification_v1_GetLettersOfMessagesRequest, GetLettersOfMessagesRequest__Output as _app_notification_v1_GetLettersOfMessagesRequest__Output } from './app/notification/v1/GetLettersOfMessagesRequest.ts';
import type { GetMailAuthenticationRequest as _app_notification_v1_GetMailAuthenticationRequest, GetMailAuthenticationRequest__Output as _app_notification_v1_GetMailAuthenticationRequest__Output } from './app/notification/v1/GetMailAuthenticationRequest.ts';
import type { GetMailOutcomesRequest as _app_notification_v1_GetMailOutcomesRequest, GetMailOutcomesRequest__Output as _app_notification_v1_GetMailOutcomesRequest__Output } from './app/notification/v1/GetMailOutcomesRequest.ts';
import type { GetMailOutcomesResponse as _app_notification_v1_GetMailOutcomesResponse, GetMailOutcomesResponse__Output as _app_notification_v1_GetMailOutcomesResponse__Output } from './app/notification/v1/GetMailOutcomesResponse.ts';
import type { IsCheckInBouncedRequest as _app_notification_v1_IsCheckInBouncedRequest, IsCheckInBouncedRequest__Output as _app_notification_v1_IsCheckInBouncedRequest__Output } from './app/notification/v1/IsCheckInBouncedRequest.ts';
import type { IsCheckInBouncedResponse as _app_notification_v1_IsCheckInBouncedResponse, IsCheckInBouncedResponse__Output as _app_notification_v1_IsCheckInBouncedResponse__Output } from './app/notification/v1/IsCheckInBouncedResponse.ts';
import type { ListEmailActivityRequest as _app_notification_v1_ListEmailActivityRequest, ListEmailActivityRequest__Output as _app_notification_v1_ListEmailActivityRequest__Output } from './app/notification/v1/ListEmailActivityRequest.ts';
import type { ListEmailActivityResponse as _app_notification_v1_ListEmailActivityResponse, ListEmailActivityResponse__Output as _app_notification_v1_ListEmailActivityResponse__Output } from './app/notification/v1/ListEmailActivityResponse.ts';
import type { ListPostalLettersRequest as _app_notification_v1_ListPostalLettersRequest, ListPostalLettersRequest__Output as _app_notification_v1_ListPostalLettersRequest__Output } from './app/notification/v1/ListPostalLettersRequest.ts';
import type { ListPostalLettersResponse as _app_notification_v1_ListPostalLettersResponse, ListPostalLettersResponse__Output as _app_notification_v1_ListPostalLettersResponse__Output } from './app/notification/v1/ListPostalLettersResponse.ts';
import type { MailAuthentication as _app_notification_v1_MailAuthentication, MailAuthentication__Output as _app_notification_v1_MailAuthentication__Output } from './app/notification/v1/MailAuthentication.ts';
import type { MailOutcomeDay as _app_notification_v1_MailOutcomeDay, MailOutcomeDay__Output as _app_notification_v1_MailOutcomeDay__Output } from './app/notification/v1/MailOutcomeDay.ts';
import type { NotificationServiceClient as _app_notification_v1_NotificationServiceClient, NotificationServiceDefinition as _app_notification_v1_NotificationServiceDefinition } from './app/notification/v1/NotificationService.ts';
import type { PostalLetter as _app_notification_v1_PostalLetter, PostalLetter__Output as _app_notification_v1_PostalLetter__Output } from './app/notification/v1/PostalLetter.ts';
import type { RenderPostalLetterRequest as _app_notification_v1_RenderPostalLetterRequest, RenderPostalLetterRequest__Output as _app_notification_v1_RenderPostalLetterRequest__Output } from './app/notification/v1/RenderPostalLetterRequest.ts';
import type { RenderPostalLetterResponse as _app_notification_v1_RenderPostalLetterResponse, RenderPostalLetterResponse__Output as _app_notification_v1_RenderPostalLetterResponse__Output } from './app/notification/v1/RenderPostalLetterResponse.ts';
import type { SendTestEmailRequest as _app_notification_v1_SendTestEmailRequest, SendTestEmailRequest__Output as _app_notification_v1_SendTestEmailRequest__Output } from './app/notification/v1/SendTestEmailRequest.ts';
import type { SendTestEmailResponse as _app_notification_v1_SendTestEmailResponse, SendTestEmailResponse__Output as _app_notification_v1_SendTestEmailResponse__Output } from './app/notification/v1/SendTestEmailResponse.ts';
import type { SetPostalLetterStatusRequest as _app_notification_v1_SetPostalLetterStatusRequest, SetPostalLetterStatusRequest__Output as _app_notification_v1_SetPostalLetterStatusRequest__Output } from './app/notification/v1/SetPostalLetterStatusRequest.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    common: {
      v1: {
        DeadLetter: MessageTypeDefinition<_app_common_v1_DeadLetter, _app_common_v1_DeadLetter__Output>
        Language: EnumTypeDefinition
        ListDeadLettersRequest: MessageTypeDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersRequest__Output>
        ListDeadLettersResponse: MessageTypeDefinition<_app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersResponse__Output>
        RedriveOutboxRequest: MessageTypeDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxRequest__Output>
        RedriveOutboxResponse: MessageTypeDefinition<_app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxResponse__Output>
        RetryDeadLetterRequest: MessageTypeDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterRequest__Output>
        RetryDeadLetterResponse: MessageTypeDefinition<_app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterResponse__Output>
      }
    }
    notification: {
      v1: {
        CheckMailServerRequest: MessageTypeDefinition<_app_notification_v1_CheckMailServerRequest, _app_notification_v1_CheckMailServerRequest__Output>
        CheckMailServerResponse: MessageTypeDefinition<_app_notification_v1_CheckMailServerResponse, _app_notification_v1_CheckMailServerResponse__Output>
        DnsRecord: MessageTypeDefinition<_app_notification_v1_DnsRecord, _app_notification_v1_DnsRecord__Output>
        DomainBlocks: MessageTypeDefinition<_app_notification_v1_DomainBlocks, _app_notification_v1_DomainBlocks__Output>
        EmailActivity: MessageTypeDefinition<_app_notification_v1_EmailActivity, _app_notification_v1_EmailActivity__Output>
        EmailActivityKind: EnumTypeDefinition
        EmailActivityStatus: EnumTypeDefinition
        GetLettersOfMessagesRequest: MessageTypeDefinition<_app_notification_v1_GetLettersOfMessagesRequest, _app_notification_v1_GetLettersOfMessagesRequest__Output>
        GetMailAuthenticationRequest: MessageTypeDefinition<_app_notification_v1_GetMailAuthenticationRequest, _app_notification_v1_GetMailAuthenticationRequest__Output>
        GetMailOutcomesRequest: MessageTypeDefinition<_app_notification_v1_GetMailOutcomesRequest, _app_notification_v1_GetMailOutcomesRequest__Output>
        GetMailOutcomesResponse: MessageTypeDefinition<_app_notification_v1_GetMailOutcomesResponse, _app_notification_v1_GetMailOutcomesResponse__Output>
        IsCheckInBouncedRequest: MessageTypeDefinition<_app_notification_v1_IsCheckInBouncedRequest, _app_notification_v1_IsCheckInBouncedRequest__Output>
        IsCheckInBouncedResponse: MessageTypeDefinition<_app_notification_v1_IsCheckInBouncedResponse, _app_notification_v1_IsCheckInBouncedResponse__Output>
        LetterStatus: EnumTypeDefinition
        ListEmailActivityRequest: MessageTypeDefinition<_app_notification_v1_ListEmailActivityRequest, _app_notification_v1_ListEmailActivityRequest__Output>
        ListEmailActivityResponse: MessageTypeDefinition<_app_notification_v1_ListEmailActivityResponse, _app_notification_v1_ListEmailActivityResponse__Output>
        ListPostalLettersRequest: MessageTypeDefinition<_app_notification_v1_ListPostalLettersRequest, _app_notification_v1_ListPostalLettersRequest__Output>
        ListPostalLettersResponse: MessageTypeDefinition<_app_notification_v1_ListPostalLettersResponse, _app_notification_v1_ListPostalLettersResponse__Output>
        MailAuthentication: MessageTypeDefinition<_app_notification_v1_MailAuthentication, _app_notification_v1_MailAuthentication__Output>
        MailOutcomeDay: MessageTypeDefinition<_app_notification_v1_MailOutcomeDay, _app_notification_v1_MailOutcomeDay__Output>
        NotificationService: SubtypeConstructor<typeof grpc.Client, _app_notification_v1_NotificationServiceClient> & { service: _app_notification_v1_NotificationServiceDefinition }
        PostalLetter: MessageTypeDefinition<_app_notification_v1_PostalLetter, _app_notification_v1_PostalLetter__Output>
        RenderPostalLetterRequest: MessageTypeDefinition<_app_notification_v1_RenderPostalLetterRequest, _app_notification_v1_RenderPostalLetterRequest__Output>
        RenderPostalLetterResponse: MessageTypeDefinition<_app_notification_v1_RenderPostalLetterResponse, _app_notification_v1_RenderPostalLetterResponse__Output>
        SendTestEmailRequest: MessageTypeDefinition<_app_notification_v1_SendTestEmailRequest, _app_notification_v1_SendTestEmailRequest__Output>
        SendTestEmailResponse: MessageTypeDefinition<_app_notification_v1_SendTestEmailResponse, _app_notification_v1_SendTestEmailResponse__Output>
        SetPostalLetterStatusRequest: MessageTypeDefinition<_app_notification_v1_SetPostalLetterStatusRequest, _app_notification_v1_SetPostalLetterStatusRequest__Output>
      }
    }
  }
}

