import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccessRequest as _app_access_v1_AccessRequest, AccessRequest__Output as _app_access_v1_AccessRequest__Output } from './app/access/v1/AccessRequest.ts';
import type { AccessResponse as _app_access_v1_AccessResponse, AccessResponse__Output as _app_access_v1_AccessResponse__Output } from './app/access/v1/AccessResponse.ts';
import type { AccessServiceClient as _app_access_v1_AccessServiceClient, AccessServiceDefinition as _app_access_v1_AccessServiceDefinition } from './app/access/v1/AccessService.ts';
import type { AnswerRequest as _app_access_v1_AnswerRequest, AnswerRequest__Output as _app_access_v1_AnswerRequest__Output } from './app/access/v1/AnswerRequest.ts';
import type { DeleteByAccessResponse as _app_access_v1_DeleteByAccessResponse, DeleteByAccessResponse__Output as _app_access_v1_DeleteByAccessResponse__Output } from './app/access/v1/DeleteByAccessResponse.ts';
import type { GetReactionsRequest as _app_access_v1_GetReactionsRequest, GetReactionsRequest__Output as _app_access_v1_GetReactionsRequest__Output } from './app/access/v1/GetReactionsRequest.ts';
import type { GetReactionsResponse as _app_access_v1_GetReactionsResponse, GetReactionsResponse__Output as _app_access_v1_GetReactionsResponse__Output } from './app/access/v1/GetReactionsResponse.ts';
import type { GrantedRequest as _app_access_v1_GrantedRequest, GrantedRequest__Output as _app_access_v1_GrantedRequest__Output } from './app/access/v1/GrantedRequest.ts';
import type { IsDestroyedRequest as _app_access_v1_IsDestroyedRequest, IsDestroyedRequest__Output as _app_access_v1_IsDestroyedRequest__Output } from './app/access/v1/IsDestroyedRequest.ts';
import type { IsDestroyedResponse as _app_access_v1_IsDestroyedResponse, IsDestroyedResponse__Output as _app_access_v1_IsDestroyedResponse__Output } from './app/access/v1/IsDestroyedResponse.ts';
import type { IsGrantLiveRequest as _app_access_v1_IsGrantLiveRequest, IsGrantLiveRequest__Output as _app_access_v1_IsGrantLiveRequest__Output } from './app/access/v1/IsGrantLiveRequest.ts';
import type { IsGrantLiveResponse as _app_access_v1_IsGrantLiveResponse, IsGrantLiveResponse__Output as _app_access_v1_IsGrantLiveResponse__Output } from './app/access/v1/IsGrantLiveResponse.ts';
import type { ListReportsRequest as _app_access_v1_ListReportsRequest, ListReportsRequest__Output as _app_access_v1_ListReportsRequest__Output } from './app/access/v1/ListReportsRequest.ts';
import type { ListReportsResponse as _app_access_v1_ListReportsResponse, ListReportsResponse__Output as _app_access_v1_ListReportsResponse__Output } from './app/access/v1/ListReportsResponse.ts';
import type { MarkReadResponse as _app_access_v1_MarkReadResponse, MarkReadResponse__Output as _app_access_v1_MarkReadResponse__Output } from './app/access/v1/MarkReadResponse.ts';
import type { MessageReport as _app_access_v1_MessageReport, MessageReport__Output as _app_access_v1_MessageReport__Output } from './app/access/v1/MessageReport.ts';
import type { PreviewResponse as _app_access_v1_PreviewResponse, PreviewResponse__Output as _app_access_v1_PreviewResponse__Output } from './app/access/v1/PreviewResponse.ts';
import type { ReactRequest as _app_access_v1_ReactRequest, ReactRequest__Output as _app_access_v1_ReactRequest__Output } from './app/access/v1/ReactRequest.ts';
import type { ReactResponse as _app_access_v1_ReactResponse, ReactResponse__Output as _app_access_v1_ReactResponse__Output } from './app/access/v1/ReactResponse.ts';
import type { RecipientMedia as _app_access_v1_RecipientMedia, RecipientMedia__Output as _app_access_v1_RecipientMedia__Output } from './app/access/v1/RecipientMedia.ts';
import type { Refusal as _app_access_v1_Refusal, Refusal__Output as _app_access_v1_Refusal__Output } from './app/access/v1/Refusal.ts';
import type { ReportRequest as _app_access_v1_ReportRequest, ReportRequest__Output as _app_access_v1_ReportRequest__Output } from './app/access/v1/ReportRequest.ts';
import type { ReportResponse as _app_access_v1_ReportResponse, ReportResponse__Output as _app_access_v1_ReportResponse__Output } from './app/access/v1/ReportResponse.ts';
import type { RequestChoicesLinkResponse as _app_access_v1_RequestChoicesLinkResponse, RequestChoicesLinkResponse__Output as _app_access_v1_RequestChoicesLinkResponse__Output } from './app/access/v1/RequestChoicesLinkResponse.ts';
import type { ResolveReportRequest as _app_access_v1_ResolveReportRequest, ResolveReportRequest__Output as _app_access_v1_ResolveReportRequest__Output } from './app/access/v1/ResolveReportRequest.ts';
import type { ResolveReportResponse as _app_access_v1_ResolveReportResponse, ResolveReportResponse__Output as _app_access_v1_ResolveReportResponse__Output } from './app/access/v1/ResolveReportResponse.ts';
import type { VerifyResponse as _app_access_v1_VerifyResponse, VerifyResponse__Output as _app_access_v1_VerifyResponse__Output } from './app/access/v1/VerifyResponse.ts';
import type { DeadLetter as _app_common_v1_DeadLetter, DeadLetter__Output as _app_common_v1_DeadLetter__Output } from './app/common/v1/DeadLetter.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from './app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from './app/common/v1/ListDeadLettersResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from './app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from './app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from './app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from './app/common/v1/RetryDeadLetterResponse.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    access: {
      v1: {
        AccessRequest: MessageTypeDefinition<_app_access_v1_AccessRequest, _app_access_v1_AccessRequest__Output>
        AccessResponse: MessageTypeDefinition<_app_access_v1_AccessResponse, _app_access_v1_AccessResponse__Output>
        AccessService: SubtypeConstructor<typeof grpc.Client, _app_access_v1_AccessServiceClient> & { service: _app_access_v1_AccessServiceDefinition }
        AnswerRequest: MessageTypeDefinition<_app_access_v1_AnswerRequest, _app_access_v1_AnswerRequest__Output>
        DeleteByAccessResponse: MessageTypeDefinition<_app_access_v1_DeleteByAccessResponse, _app_access_v1_DeleteByAccessResponse__Output>
        GetReactionsRequest: MessageTypeDefinition<_app_access_v1_GetReactionsRequest, _app_access_v1_GetReactionsRequest__Output>
        GetReactionsResponse: MessageTypeDefinition<_app_access_v1_GetReactionsResponse, _app_access_v1_GetReactionsResponse__Output>
        GrantedRequest: MessageTypeDefinition<_app_access_v1_GrantedRequest, _app_access_v1_GrantedRequest__Output>
        IsDestroyedRequest: MessageTypeDefinition<_app_access_v1_IsDestroyedRequest, _app_access_v1_IsDestroyedRequest__Output>
        IsDestroyedResponse: MessageTypeDefinition<_app_access_v1_IsDestroyedResponse, _app_access_v1_IsDestroyedResponse__Output>
        IsGrantLiveRequest: MessageTypeDefinition<_app_access_v1_IsGrantLiveRequest, _app_access_v1_IsGrantLiveRequest__Output>
        IsGrantLiveResponse: MessageTypeDefinition<_app_access_v1_IsGrantLiveResponse, _app_access_v1_IsGrantLiveResponse__Output>
        ListReportsRequest: MessageTypeDefinition<_app_access_v1_ListReportsRequest, _app_access_v1_ListReportsRequest__Output>
        ListReportsResponse: MessageTypeDefinition<_app_access_v1_ListReportsResponse, _app_access_v1_ListReportsResponse__Output>
        MarkReadResponse: MessageTypeDefinition<_app_access_v1_MarkReadResponse, _app_access_v1_MarkReadResponse__Output>
        MessageReport: MessageTypeDefinition<_app_access_v1_MessageReport, _app_access_v1_MessageReport__Output>
        PreviewResponse: MessageTypeDefinition<_app_access_v1_PreviewResponse, _app_access_v1_PreviewResponse__Output>
        ReactRequest: MessageTypeDefinition<_app_access_v1_ReactRequest, _app_access_v1_ReactRequest__Output>
        ReactResponse: MessageTypeDefinition<_app_access_v1_ReactResponse, _app_access_v1_ReactResponse__Output>
        Reaction: EnumTypeDefinition
        RecipientMedia: MessageTypeDefinition<_app_access_v1_RecipientMedia, _app_access_v1_RecipientMedia__Output>
        Refusal: MessageTypeDefinition<_app_access_v1_Refusal, _app_access_v1_Refusal__Output>
        ReportRequest: MessageTypeDefinition<_app_access_v1_ReportRequest, _app_access_v1_ReportRequest__Output>
        ReportResponse: MessageTypeDefinition<_app_access_v1_ReportResponse, _app_access_v1_ReportResponse__Output>
        RequestChoicesLinkResponse: MessageTypeDefinition<_app_access_v1_RequestChoicesLinkResponse, _app_access_v1_RequestChoicesLinkResponse__Output>
        ResolveReportRequest: MessageTypeDefinition<_app_access_v1_ResolveReportRequest, _app_access_v1_ResolveReportRequest__Output>
        ResolveReportResponse: MessageTypeDefinition<_app_access_v1_ResolveReportResponse, _app_access_v1_ResolveReportResponse__Output>
        VerifyResponse: MessageTypeDefinition<_app_access_v1_VerifyResponse, _app_access_v1_VerifyResponse__Output>
      }
    }
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
        SecurityLevel: EnumTypeDefinition
      }
    }
  }
}

