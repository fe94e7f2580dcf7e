// Original file: app/access/v1/access.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AccessRequest as _app_access_v1_AccessRequest, AccessRequest__Output as _app_access_v1_AccessRequest__Output } from '../../../app/access/v1/AccessRequest.ts';
import type { AccessResponse as _app_access_v1_AccessResponse, AccessResponse__Output as _app_access_v1_AccessResponse__Output } from '../../../app/access/v1/AccessResponse.ts';
import type { AnswerRequest as _app_access_v1_AnswerRequest, AnswerRequest__Output as _app_access_v1_AnswerRequest__Output } from '../../../app/access/v1/AnswerRequest.ts';
import type { DeleteByAccessResponse as _app_access_v1_DeleteByAccessResponse, DeleteByAccessResponse__Output as _app_access_v1_DeleteByAccessResponse__Output } from '../../../app/access/v1/DeleteByAccessResponse.ts';
import type { GetReactionsRequest as _app_access_v1_GetReactionsRequest, GetReactionsRequest__Output as _app_access_v1_GetReactionsRequest__Output } from '../../../app/access/v1/GetReactionsRequest.ts';
import type { GetReactionsResponse as _app_access_v1_GetReactionsResponse, GetReactionsResponse__Output as _app_access_v1_GetReactionsResponse__Output } from '../../../app/access/v1/GetReactionsResponse.ts';
import type { GrantedRequest as _app_access_v1_GrantedRequest, GrantedRequest__Output as _app_access_v1_GrantedRequest__Output } from '../../../app/access/v1/GrantedRequest.ts';
import type { IsDestroyedRequest as _app_access_v1_IsDestroyedRequest, IsDestroyedRequest__Output as _app_access_v1_IsDestroyedRequest__Output } from '../../../app/access/v1/IsDestroyedRequest.ts';
import type { IsDestroyedResponse as _app_access_v1_IsDestroyedResponse, IsDestroyedResponse__Output as _app_access_v1_IsDestroyedResponse__Output } from '../../../app/access/v1/IsDestroyedResponse.ts';
import type { IsGrantLiveRequest as _app_access_v1_IsGrantLiveRequest, IsGrantLiveRequest__Output as _app_access_v1_IsGrantLiveRequest__Output } from '../../../app/access/v1/IsGrantLiveRequest.ts';
import type { IsGrantLiveResponse as _app_access_v1_IsGrantLiveResponse, IsGrantLiveResponse__Output as _app_access_v1_IsGrantLiveResponse__Output } from '../../../app/access/v1/IsGrantLiveResponse.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from '../../../app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from '../../../app/common/v1/ListDeadLettersResponse.ts';
import type { ListReportsRequest as _app_access_v1_ListReportsRequest, ListReportsRequest__Output as _app_access_v1_ListReportsRequest__Output } from '../../../app/access/v1/ListReportsRequest.ts';
import type { ListReportsResponse as _app_access_v1_ListReportsResponse, ListReportsResponse__Output as _app_access_v1_ListReportsResponse__Output } from '../../../app/access/v1/ListReportsResponse.ts';
import type { MarkReadResponse as _app_access_v1_MarkReadResponse, MarkReadResponse__Output as _app_access_v1_MarkReadResponse__Output } from '../../../app/access/v1/MarkReadResponse.ts';
import type { PreviewResponse as _app_access_v1_PreviewResponse, PreviewResponse__Output as _app_access_v1_PreviewResponse__Output } from '../../../app/access/v1/PreviewResponse.ts';
import type { ReactRequest as _app_access_v1_ReactRequest, ReactRequest__Output as _app_access_v1_ReactRequest__Output } from '../../../app/access/v1/ReactRequest.ts';
import type { ReactResponse as _app_access_v1_ReactResponse, ReactResponse__Output as _app_access_v1_ReactResponse__Output } from '../../../app/access/v1/ReactResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from '../../../app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from '../../../app/common/v1/RedriveOutboxResponse.ts';
import type { ReportRequest as _app_access_v1_ReportRequest, ReportRequest__Output as _app_access_v1_ReportRequest__Output } from '../../../app/access/v1/ReportRequest.ts';
import type { ReportResponse as _app_access_v1_ReportResponse, ReportResponse__Output as _app_access_v1_ReportResponse__Output } from '../../../app/access/v1/ReportResponse.ts';
import type { RequestChoicesLinkResponse as _app_access_v1_RequestChoicesLinkResponse, RequestChoicesLinkResponse__Output as _app_access_v1_RequestChoicesLinkResponse__Output } from '../../../app/access/v1/RequestChoicesLinkResponse.ts';
import type { ResolveReportRequest as _app_access_v1_ResolveReportRequest, ResolveReportRequest__Output as _app_access_v1_ResolveReportRequest__Output } from '../../../app/access/v1/ResolveReportRequest.ts';
import type { ResolveReportResponse as _app_access_v1_ResolveReportResponse, ResolveReportResponse__Output as _app_access_v1_ResolveReportResponse__Output } from '../../../app/access/v1/ResolveReportResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from '../../../app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from '../../../app/common/v1/RetryDeadLetterResponse.ts';
import type { VerifyResponse as _app_access_v1_VerifyResponse, VerifyResponse__Output as _app_access_v1_VerifyResponse__Output } from '../../../app/access/v1/VerifyResponse.ts';

export interface AccessServiceClient extends grpc.Client {
  DeleteByAccess(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_DeleteByAccessResponse__Output>): grpc.ClientUnaryCall;
  DeleteByAccess(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_DeleteByAccessResponse__Output>): grpc.ClientUnaryCall;
  DeleteByAccess(argument: _app_access_v1_GrantedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_DeleteByAccessResponse__Output>): grpc.ClientUnaryCall;
  DeleteByAccess(argument: _app_access_v1_GrantedRequest, callback: grpc.requestCallback<_app_access_v1_DeleteByAccessResponse__Output>): grpc.ClientUnaryCall;
  deleteByAccess(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_DeleteByAccessResponse__Output>): grpc.ClientUnaryCall;
  deleteByAccess(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_DeleteByAccessResponse__Output>): grpc.ClientUnaryCall;
  deleteByAccess(argument: _app_access_v1_GrantedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_DeleteByAccessResponse__Output>): grpc.ClientUnaryCall;
  deleteByAccess(argument: _app_access_v1_GrantedRequest, callback: grpc.requestCallback<_app_access_v1_DeleteByAccessResponse__Output>): grpc.ClientUnaryCall;
  
  DescribeAccess(argument: _app_access_v1_AccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_AccessResponse__Output>): grpc.ClientUnaryCall;
  DescribeAccess(argument: _app_access_v1_AccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_AccessResponse__Output>): grpc.ClientUnaryCall;
  DescribeAccess(argument: _app_access_v1_AccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_AccessResponse__Output>): grpc.ClientUnaryCall;
  DescribeAccess(argument: _app_access_v1_AccessRequest, callback: grpc.requestCallback<_app_access_v1_AccessResponse__Output>): grpc.ClientUnaryCall;
  describeAccess(argument: _app_access_v1_AccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_AccessResponse__Output>): grpc.ClientUnaryCall;
  describeAccess(argument: _app_access_v1_AccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_AccessResponse__Output>): grpc.ClientUnaryCall;
  describeAccess(argument: _app_access_v1_AccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_AccessResponse__Output>): grpc.ClientUnaryCall;
  describeAccess(argument: _app_access_v1_AccessRequest, callback: grpc.requestCallback<_app_access_v1_AccessResponse__Output>): grpc.ClientUnaryCall;
  
  GetReactions(argument: _app_access_v1_GetReactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_GetReactionsResponse__Output>): grpc.ClientUnaryCall;
  GetReactions(argument: _app_access_v1_GetReactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_GetReactionsResponse__Output>): grpc.ClientUnaryCall;
  GetReactions(argument: _app_access_v1_GetReactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_GetReactionsResponse__Output>): grpc.ClientUnaryCall;
  GetReactions(argument: _app_access_v1_GetReactionsRequest, callback: grpc.requestCallback<_app_access_v1_GetReactionsResponse__Output>): grpc.ClientUnaryCall;
  getReactions(argument: _app_access_v1_GetReactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_GetReactionsResponse__Output>): grpc.ClientUnaryCall;
  getReactions(argument: _app_access_v1_GetReactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_GetReactionsResponse__Output>): grpc.ClientUnaryCall;
  getReactions(argument: _app_access_v1_GetReactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_GetReactionsResponse__Output>): grpc.ClientUnaryCall;
  getReactions(argument: _app_access_v1_GetReactionsRequest, callback: grpc.requestCallback<_app_access_v1_GetReactionsResponse__Output>): grpc.ClientUnaryCall;
  
  IsDestroyed(argument: _app_access_v1_IsDestroyedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_IsDestroyedResponse__Output>): grpc.ClientUnaryCall;
  IsDestroyed(argument: _app_access_v1_IsDestroyedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_IsDestroyedResponse__Output>): grpc.ClientUnaryCall;
  IsDestroyed(argument: _app_access_v1_IsDestroyedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_IsDestroyedResponse__Output>): grpc.ClientUnaryCall;
  IsDestroyed(argument: _app_access_v1_IsDestroyedRequest, callback: grpc.requestCallback<_app_access_v1_IsDestroyedResponse__Output>): grpc.ClientUnaryCall;
  isDestroyed(argument: _app_access_v1_IsDestroyedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_IsDestroyedResponse__Output>): grpc.ClientUnaryCall;
  isDestroyed(argument: _app_access_v1_IsDestroyedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_IsDestroyedResponse__Output>): grpc.ClientUnaryCall;
  isDestroyed(argument: _app_access_v1_IsDestroyedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_IsDestroyedResponse__Output>): grpc.ClientUnaryCall;
  isDestroyed(argument: _app_access_v1_IsDestroyedRequest, callback: grpc.requestCallback<_app_access_v1_IsDestroyedResponse__Output>): grpc.ClientUnaryCall;
  
  IsGrantLive(argument: _app_access_v1_IsGrantLiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_IsGrantLiveResponse__Output>): grpc.ClientUnaryCall;
  IsGrantLive(argument: _app_access_v1_IsGrantLiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_IsGrantLiveResponse__Output>): grpc.ClientUnaryCall;
  IsGrantLive(argument: _app_access_v1_IsGrantLiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_IsGrantLiveResponse__Output>): grpc.ClientUnaryCall;
  IsGrantLive(argument: _app_access_v1_IsGrantLiveRequest, callback: grpc.requestCallback<_app_access_v1_IsGrantLiveResponse__Output>): grpc.ClientUnaryCall;
  isGrantLive(argument: _app_access_v1_IsGrantLiveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_IsGrantLiveResponse__Output>): grpc.ClientUnaryCall;
  isGrantLive(argument: _app_access_v1_IsGrantLiveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_IsGrantLiveResponse__Output>): grpc.ClientUnaryCall;
  isGrantLive(argument: _app_access_v1_IsGrantLiveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_IsGrantLiveResponse__Output>): grpc.ClientUnaryCall;
  isGrantLive(argument: _app_access_v1_IsGrantLiveRequest, callback: grpc.requestCallback<_app_access_v1_IsGrantLiveResponse__Output>): grpc.ClientUnaryCall;
  
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  
  ListReports(argument: _app_access_v1_ListReportsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  ListReports(argument: _app_access_v1_ListReportsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  ListReports(argument: _app_access_v1_ListReportsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  ListReports(argument: _app_access_v1_ListReportsRequest, callback: grpc.requestCallback<_app_access_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  listReports(argument: _app_access_v1_ListReportsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  listReports(argument: _app_access_v1_ListReportsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  listReports(argument: _app_access_v1_ListReportsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  listReports(argument: _app_access_v1_ListReportsRequest, callback: grpc.requestCallback<_app_access_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  
  MarkRead(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_MarkReadResponse__Output>): grpc.ClientUnaryCall;
  MarkRead(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_MarkReadResponse__Output>): grpc.ClientUnaryCall;
  MarkRead(argument: _app_access_v1_GrantedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_MarkReadResponse__Output>): grpc.ClientUnaryCall;
  MarkRead(argument: _app_access_v1_GrantedRequest, callback: grpc.requestCallback<_app_access_v1_MarkReadResponse__Output>): grpc.ClientUnaryCall;
  markRead(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_MarkReadResponse__Output>): grpc.ClientUnaryCall;
  markRead(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_MarkReadResponse__Output>): grpc.ClientUnaryCall;
  markRead(argument: _app_access_v1_GrantedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_MarkReadResponse__Output>): grpc.ClientUnaryCall;
  markRead(argument: _app_access_v1_GrantedRequest, callback: grpc.requestCallback<_app_access_v1_MarkReadResponse__Output>): grpc.ClientUnaryCall;
  
  PreviewMessage(argument: _app_access_v1_AnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_PreviewResponse__Output>): grpc.ClientUnaryCall;
  PreviewMessage(argument: _app_access_v1_AnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_PreviewResponse__Output>): grpc.ClientUnaryCall;
  PreviewMessage(argument: _app_access_v1_AnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_PreviewResponse__Output>): grpc.ClientUnaryCall;
  PreviewMessage(argument: _app_access_v1_AnswerRequest, callback: grpc.requestCallback<_app_access_v1_PreviewResponse__Output>): grpc.ClientUnaryCall;
  previewMessage(argument: _app_access_v1_AnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_PreviewResponse__Output>): grpc.ClientUnaryCall;
  previewMessage(argument: _app_access_v1_AnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_PreviewResponse__Output>): grpc.ClientUnaryCall;
  previewMessage(argument: _app_access_v1_AnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_PreviewResponse__Output>): grpc.ClientUnaryCall;
  previewMessage(argument: _app_access_v1_AnswerRequest, callback: grpc.requestCallback<_app_access_v1_PreviewResponse__Output>): grpc.ClientUnaryCall;
  
  ReactToMessage(argument: _app_access_v1_ReactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ReactResponse__Output>): grpc.ClientUnaryCall;
  ReactToMessage(argument: _app_access_v1_ReactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_ReactResponse__Output>): grpc.ClientUnaryCall;
  ReactToMessage(argument: _app_access_v1_ReactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ReactResponse__Output>): grpc.ClientUnaryCall;
  ReactToMessage(argument: _app_access_v1_ReactRequest, callback: grpc.requestCallback<_app_access_v1_ReactResponse__Output>): grpc.ClientUnaryCall;
  reactToMessage(argument: _app_access_v1_ReactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ReactResponse__Output>): grpc.ClientUnaryCall;
  reactToMessage(argument: _app_access_v1_ReactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_ReactResponse__Output>): grpc.ClientUnaryCall;
  reactToMessage(argument: _app_access_v1_ReactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ReactResponse__Output>): grpc.ClientUnaryCall;
  reactToMessage(argument: _app_access_v1_ReactRequest, callback: grpc.requestCallback<_app_access_v1_ReactResponse__Output>): grpc.ClientUnaryCall;
  
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  
  ReportMessage(argument: _app_access_v1_ReportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ReportResponse__Output>): grpc.ClientUnaryCall;
  ReportMessage(argument: _app_access_v1_ReportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_ReportResponse__Output>): grpc.ClientUnaryCall;
  ReportMessage(argument: _app_access_v1_ReportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ReportResponse__Output>): grpc.ClientUnaryCall;
  ReportMessage(argument: _app_access_v1_ReportRequest, callback: grpc.requestCallback<_app_access_v1_ReportResponse__Output>): grpc.ClientUnaryCall;
  reportMessage(argument: _app_access_v1_ReportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ReportResponse__Output>): grpc.ClientUnaryCall;
  reportMessage(argument: _app_access_v1_ReportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_ReportResponse__Output>): grpc.ClientUnaryCall;
  reportMessage(argument: _app_access_v1_ReportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ReportResponse__Output>): grpc.ClientUnaryCall;
  reportMessage(argument: _app_access_v1_ReportRequest, callback: grpc.requestCallback<_app_access_v1_ReportResponse__Output>): grpc.ClientUnaryCall;
  
  RequestChoicesLink(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_RequestChoicesLinkResponse__Output>): grpc.ClientUnaryCall;
  RequestChoicesLink(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_RequestChoicesLinkResponse__Output>): grpc.ClientUnaryCall;
  RequestChoicesLink(argument: _app_access_v1_GrantedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_RequestChoicesLinkResponse__Output>): grpc.ClientUnaryCall;
  RequestChoicesLink(argument: _app_access_v1_GrantedRequest, callback: grpc.requestCallback<_app_access_v1_RequestChoicesLinkResponse__Output>): grpc.ClientUnaryCall;
  requestChoicesLink(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_RequestChoicesLinkResponse__Output>): grpc.ClientUnaryCall;
  requestChoicesLink(argument: _app_access_v1_GrantedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_RequestChoicesLinkResponse__Output>): grpc.ClientUnaryCall;
  requestChoicesLink(argument: _app_access_v1_GrantedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_RequestChoicesLinkResponse__Output>): grpc.ClientUnaryCall;
  requestChoicesLink(argument: _app_access_v1_GrantedRequest, callback: grpc.requestCallback<_app_access_v1_RequestChoicesLinkResponse__Output>): grpc.ClientUnaryCall;
  
  ResolveReport(argument: _app_access_v1_ResolveReportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ResolveReportResponse__Output>): grpc.ClientUnaryCall;
  ResolveReport(argument: _app_access_v1_ResolveReportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_ResolveReportResponse__Output>): grpc.ClientUnaryCall;
  ResolveReport(argument: _app_access_v1_ResolveReportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ResolveReportResponse__Output>): grpc.ClientUnaryCall;
  ResolveReport(argument: _app_access_v1_ResolveReportRequest, callback: grpc.requestCallback<_app_access_v1_ResolveReportResponse__Output>): grpc.ClientUnaryCall;
  resolveReport(argument: _app_access_v1_ResolveReportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ResolveReportResponse__Output>): grpc.ClientUnaryCall;
  resolveReport(argument: _app_access_v1_ResolveReportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_ResolveReportResponse__Output>): grpc.ClientUnaryCall;
  resolveReport(argument: _app_access_v1_ResolveReportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_ResolveReportResponse__Output>): grpc.ClientUnaryCall;
  resolveReport(argument: _app_access_v1_ResolveReportRequest, callback: grpc.requestCallback<_app_access_v1_ResolveReportResponse__Output>): grpc.ClientUnaryCall;
  
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyMessage(argument: _app_access_v1_AnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_VerifyResponse__Output>): grpc.ClientUnaryCall;
  VerifyMessage(argument: _app_access_v1_AnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_VerifyResponse__Output>): grpc.ClientUnaryCall;
  VerifyMessage(argument: _app_access_v1_AnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_VerifyResponse__Output>): grpc.ClientUnaryCall;
  VerifyMessage(argument: _app_access_v1_AnswerRequest, callback: grpc.requestCallback<_app_access_v1_VerifyResponse__Output>): grpc.ClientUnaryCall;
  verifyMessage(argument: _app_access_v1_AnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_VerifyResponse__Output>): grpc.ClientUnaryCall;
  verifyMessage(argument: _app_access_v1_AnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_access_v1_VerifyResponse__Output>): grpc.ClientUnaryCall;
  verifyMessage(argument: _app_access_v1_AnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_access_v1_VerifyResponse__Output>): grpc.ClientUnaryCall;
  verifyMessage(argument: _app_access_v1_AnswerRequest, callback: grpc.requestCallback<_app_access_v1_VerifyResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AccessServiceHandlers extends grpc.UntypedServiceImplementation {
  DeleteByAccess: grpc.handleUnaryCall<_app_access_v1_GrantedRequest__Output, _app_access_v1_DeleteByAccessResponse>;
  
  DescribeAccess: grpc.handleUnaryCall<_app_access_v1_AccessRequest__Output, _app_access_v1_AccessResponse>;
  
  GetReactions: grpc.handleUnaryCall<_app_access_v1_GetReactionsRequest__Output, _app_access_v1_GetReactionsResponse>;
  
  IsDestroyed: grpc.handleUnaryCall<_app_access_v1_IsDestroyedRequest__Output, _app_access_v1_IsDestroyedResponse>;
  
  IsGrantLive: grpc.handleUnaryCall<_app_access_v1_IsGrantLiveRequest__Output, _app_access_v1_IsGrantLiveResponse>;
  
  ListDeadLetters: grpc.handleUnaryCall<_app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse>;
  
  ListReports: grpc.handleUnaryCall<_app_access_v1_ListReportsRequest__Output, _app_access_v1_ListReportsResponse>;
  
  MarkRead: grpc.handleUnaryCall<_app_access_v1_GrantedRequest__Output, _app_access_v1_MarkReadResponse>;
  
  PreviewMessage: grpc.handleUnaryCall<_app_access_v1_AnswerRequest__Output, _app_access_v1_PreviewResponse>;
  
  ReactToMessage: grpc.handleUnaryCall<_app_access_v1_ReactRequest__Output, _app_access_v1_ReactResponse>;
  
  RedriveOutbox: grpc.handleUnaryCall<_app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse>;
  
  ReportMessage: grpc.handleUnaryCall<_app_access_v1_ReportRequest__Output, _app_access_v1_ReportResponse>;
  
  RequestChoicesLink: grpc.handleUnaryCall<_app_access_v1_GrantedRequest__Output, _app_access_v1_RequestChoicesLinkResponse>;
  
  ResolveReport: grpc.handleUnaryCall<_app_access_v1_ResolveReportRequest__Output, _app_access_v1_ResolveReportResponse>;
  
  RetryDeadLetter: grpc.handleUnaryCall<_app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse>;
  
  VerifyMessage: grpc.handleUnaryCall<_app_access_v1_AnswerRequest__Output, _app_access_v1_VerifyResponse>;
  
}

export interface AccessServiceDefinition extends grpc.ServiceDefinition {
  DeleteByAccess: MethodDefinition<_app_access_v1_GrantedRequest, _app_access_v1_DeleteByAccessResponse, _app_access_v1_GrantedRequest__Output, _app_access_v1_DeleteByAccessResponse__Output>
  DescribeAccess: MethodDefinition<_app_access_v1_AccessRequest, _app_access_v1_AccessResponse, _app_access_v1_AccessRequest__Output, _app_access_v1_AccessResponse__Output>
  GetReactions: MethodDefinition<_app_access_v1_GetReactionsRequest, _app_access_v1_GetReactionsResponse, _app_access_v1_GetReactionsRequest__Output, _app_access_v1_GetReactionsResponse__Output>
  IsDestroyed: MethodDefinition<_app_access_v1_IsDestroyedRequest, _app_access_v1_IsDestroyedResponse, _app_access_v1_IsDestroyedRequest__Output, _app_access_v1_IsDestroyedResponse__Output>
  IsGrantLive: MethodDefinition<_app_access_v1_IsGrantLiveRequest, _app_access_v1_IsGrantLiveResponse, _app_access_v1_IsGrantLiveRequest__Output, _app_access_v1_IsGrantLiveResponse__Output>
  ListDeadLetters: MethodDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse__Output>
  ListReports: MethodDefinition<_app_access_v1_ListReportsRequest, _app_access_v1_ListReportsResponse, _app_access_v1_ListReportsRequest__Output, _app_access_v1_ListReportsResponse__Output>
  MarkRead: MethodDefinition<_app_access_v1_GrantedRequest, _app_access_v1_MarkReadResponse, _app_access_v1_GrantedRequest__Output, _app_access_v1_MarkReadResponse__Output>
  PreviewMessage: MethodDefinition<_app_access_v1_AnswerRequest, _app_access_v1_PreviewResponse, _app_access_v1_AnswerRequest__Output, _app_access_v1_PreviewResponse__Output>
  ReactToMessage: MethodDefinition<_app_access_v1_ReactRequest, _app_access_v1_ReactResponse, _app_access_v1_ReactRequest__Output, _app_access_v1_ReactResponse__Output>
  RedriveOutbox: MethodDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse__Output>
  ReportMessage: MethodDefinition<_app_access_v1_ReportRequest, _app_access_v1_ReportResponse, _app_access_v1_ReportRequest__Output, _app_access_v1_ReportResponse__Output>
  RequestChoicesLink: MethodDefinition<_app_access_v1_GrantedRequest, _app_access_v1_RequestChoicesLinkResponse, _app_access_v1_GrantedRequest__Output, _app_access_v1_RequestChoicesLinkResponse__Output>
  ResolveReport: MethodDefinition<_app_access_v1_ResolveReportRequest, _app_access_v1_ResolveReportResponse, _app_access_v1_ResolveReportRequest__Output, _app_access_v1_ResolveReportResponse__Output>
  RetryDeadLetter: MethodDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse__Output>
  VerifyMessage: MethodDefinition<_app_access_v1_AnswerRequest, _app_access_v1_VerifyResponse, _app_access_v1_AnswerRequest__Output, _app_access_v1_VerifyResponse__Output>
}
