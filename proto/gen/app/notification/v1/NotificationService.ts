// Original file: app/notification/v1/notification.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CheckMailServerRequest as _app_notification_v1_CheckMailServerRequest, CheckMailServerRequest__Output as _app_notification_v1_CheckMailServerRequest__Output } from '../../../app/notification/v1/CheckMailServerRequest.ts';
import type { CheckMailServerResponse as _app_notification_v1_CheckMailServerResponse, CheckMailServerResponse__Output as _app_notification_v1_CheckMailServerResponse__Output } from '../../../app/notification/v1/CheckMailServerResponse.ts';
import type { GetLettersOfMessagesRequest as _app_notification_v1_GetLettersOfMessagesRequest, GetLettersOfMessagesRequest__Output as _app_notification_v1_GetLettersOfMessagesRequest__Output } from '../../../app/notification/v1/GetLettersOfMessagesRequest.ts';
import type { GetMailAuthenticationRequest as _app_notification_v1_GetMailAuthenticationRequest, GetMailAuthenticationRequest__Output as _app_notification_v1_GetMailAuthenticationRequest__Output } from '../../../app/notification/v1/GetMailAuthenticationRequest.ts';
import type { GetMailOutcomesRequest as _app_notification_v1_GetMailOutcomesRequest, GetMailOutcomesRequest__Output as _app_notification_v1_GetMailOutcomesRequest__Output } from '../../../app/notification/v1/GetMailOutcomesRequest.ts';
import type { GetMailOutcomesResponse as _app_notification_v1_GetMailOutcomesResponse, GetMailOutcomesResponse__Output as _app_notification_v1_GetMailOutcomesResponse__Output } from '../../../app/notification/v1/GetMailOutcomesResponse.ts';
import type { IsCheckInBouncedRequest as _app_notification_v1_IsCheckInBouncedRequest, IsCheckInBouncedRequest__Output as _app_notification_v1_IsCheckInBouncedRequest__Output } from '../../../app/notification/v1/IsCheckInBouncedRequest.ts';
import type { IsCheckInBouncedResponse as _app_notification_v1_IsCheckInBouncedResponse, IsCheckInBouncedResponse__Output as _app_notification_v1_IsCheckInBouncedResponse__Output } from '../../../app/notification/v1/IsCheckInBouncedResponse.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from '../../../app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from '../../../app/common/v1/ListDeadLettersResponse.ts';
import type { ListEmailActivityRequest as _app_notification_v1_ListEmailActivityRequest, ListEmailActivityRequest__Output as _app_notification_v1_ListEmailActivityRequest__Output } from '../../../app/notification/v1/ListEmailActivityRequest.ts';
import type { ListEmailActivityResponse as _app_notification_v1_ListEmailActivityResponse, ListEmailActivityResponse__Output as _app_notification_v1_ListEmailActivityResponse__Output } from '../../../app/notification/v1/ListEmailActivityResponse.ts';
import type { ListPostalLettersRequest as _app_notification_v1_ListPostalLettersRequest, ListPostalLettersRequest__Output as _app_notification_v1_ListPostalLettersRequest__Output } from '../../../app/notification/v1/ListPostalLettersRequest.ts';
import type { ListPostalLettersResponse as _app_notification_v1_ListPostalLettersResponse, ListPostalLettersResponse__Output as _app_notification_v1_ListPostalLettersResponse__Output } from '../../../app/notification/v1/ListPostalLettersResponse.ts';
import type { MailAuthentication as _app_notification_v1_MailAuthentication, MailAuthentication__Output as _app_notification_v1_MailAuthentication__Output } from '../../../app/notification/v1/MailAuthentication.ts';
import type { PostalLetter as _app_notification_v1_PostalLetter, PostalLetter__Output as _app_notification_v1_PostalLetter__Output } from '../../../app/notification/v1/PostalLetter.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from '../../../app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from '../../../app/common/v1/RedriveOutboxResponse.ts';
import type { RenderPostalLetterRequest as _app_notification_v1_RenderPostalLetterRequest, RenderPostalLetterRequest__Output as _app_notification_v1_RenderPostalLetterRequest__Output } from '../../../app/notification/v1/RenderPostalLetterRequest.ts';
import type { RenderPostalLetterResponse as _app_notification_v1_RenderPostalLetterResponse, RenderPostalLetterResponse__Output as _app_notification_v1_RenderPostalLetterResponse__Output } from '../../../app/notification/v1/RenderPostalLetterResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from '../../../app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from '../../../app/common/v1/RetryDeadLetterResponse.ts';
import type { SendTestEmailRequest as _app_notification_v1_SendTestEmailRequest, SendTestEmailRequest__Output as _app_notification_v1_SendTestEmailRequest__Output } from '../../../app/notification/v1/SendTestEmailRequest.ts';
import type { SendTestEmailResponse as _app_notification_v1_SendTestEmailResponse, SendTestEmailResponse__Output as _app_notification_v1_SendTestEmailResponse__Output } from '../../../app/notification/v1/SendTestEmailResponse.ts';
import type { SetPostalLetterStatusRequest as _app_notification_v1_SetPostalLetterStatusRequest, SetPostalLetterStatusRequest__Output as _app_notification_v1_SetPostalLetterStatusRequest__Output } from '../../../app/notification/v1/SetPostalLetterStatusRequest.ts';

export interface NotificationServiceClient extends grpc.Client {
  CheckMailServer(argument: _app_notification_v1_CheckMailServerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  CheckMailServer(argument: _app_notification_v1_CheckMailServerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  CheckMailServer(argument: _app_notification_v1_CheckMailServerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  CheckMailServer(argument: _app_notification_v1_CheckMailServerRequest, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  checkMailServer(argument: _app_notification_v1_CheckMailServerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  checkMailServer(argument: _app_notification_v1_CheckMailServerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  checkMailServer(argument: _app_notification_v1_CheckMailServerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  checkMailServer(argument: _app_notification_v1_CheckMailServerRequest, callback: grpc.requestCallback<_app_notification_v1_CheckMailServerResponse__Output>): grpc.ClientUnaryCall;
  
  GetLettersOfMessages(argument: _app_notification_v1_GetLettersOfMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  GetLettersOfMessages(argument: _app_notification_v1_GetLettersOfMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  GetLettersOfMessages(argument: _app_notification_v1_GetLettersOfMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  GetLettersOfMessages(argument: _app_notification_v1_GetLettersOfMessagesRequest, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  getLettersOfMessages(argument: _app_notification_v1_GetLettersOfMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  getLettersOfMessages(argument: _app_notification_v1_GetLettersOfMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  getLettersOfMessages(argument: _app_notification_v1_GetLettersOfMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  getLettersOfMessages(argument: _app_notification_v1_GetLettersOfMessagesRequest, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  
  GetMailAuthentication(argument: _app_notification_v1_GetMailAuthenticationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_MailAuthentication__Output>): grpc.ClientUnaryCall;
  GetMailAuthentication(argument: _app_notification_v1_GetMailAuthenticationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_MailAuthentication__Output>): grpc.ClientUnaryCall;
  GetMailAuthentication(argument: _app_notification_v1_GetMailAuthenticationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_MailAuthentication__Output>): grpc.ClientUnaryCall;
  GetMailAuthentication(argument: _app_notification_v1_GetMailAuthenticationRequest, callback: grpc.requestCallback<_app_notification_v1_MailAuthentication__Output>): grpc.ClientUnaryCall;
  getMailAuthentication(argument: _app_notification_v1_GetMailAuthenticationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_MailAuthentication__Output>): grpc.ClientUnaryCall;
  getMailAuthentication(argument: _app_notification_v1_GetMailAuthenticationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_MailAuthentication__Output>): grpc.ClientUnaryCall;
  getMailAuthentication(argument: _app_notification_v1_GetMailAuthenticationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_MailAuthentication__Output>): grpc.ClientUnaryCall;
  getMailAuthentication(argument: _app_notification_v1_GetMailAuthenticationRequest, callback: grpc.requestCallback<_app_notification_v1_MailAuthentication__Output>): grpc.ClientUnaryCall;
  
  GetMailOutcomes(argument: _app_notification_v1_GetMailOutcomesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_GetMailOutcomesResponse__Output>): grpc.ClientUnaryCall;
  GetMailOutcomes(argument: _app_notification_v1_GetMailOutcomesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_GetMailOutcomesResponse__Output>): grpc.ClientUnaryCall;
  GetMailOutcomes(argument: _app_notification_v1_GetMailOutcomesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_GetMailOutcomesResponse__Output>): grpc.ClientUnaryCall;
  GetMailOutcomes(argument: _app_notification_v1_GetMailOutcomesRequest, callback: grpc.requestCallback<_app_notification_v1_GetMailOutcomesResponse__Output>): grpc.ClientUnaryCall;
  getMailOutcomes(argument: _app_notification_v1_GetMailOutcomesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_GetMailOutcomesResponse__Output>): grpc.ClientUnaryCall;
  getMailOutcomes(argument: _app_notification_v1_GetMailOutcomesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_GetMailOutcomesResponse__Output>): grpc.ClientUnaryCall;
  getMailOutcomes(argument: _app_notification_v1_GetMailOutcomesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_GetMailOutcomesResponse__Output>): grpc.ClientUnaryCall;
  getMailOutcomes(argument: _app_notification_v1_GetMailOutcomesRequest, callback: grpc.requestCallback<_app_notification_v1_GetMailOutcomesResponse__Output>): grpc.ClientUnaryCall;
  
  IsCheckInBounced(argument: _app_notification_v1_IsCheckInBouncedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_IsCheckInBouncedResponse__Output>): grpc.ClientUnaryCall;
  IsCheckInBounced(argument: _app_notification_v1_IsCheckInBouncedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_IsCheckInBouncedResponse__Output>): grpc.ClientUnaryCall;
  IsCheckInBounced(argument: _app_notification_v1_IsCheckInBouncedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_IsCheckInBouncedResponse__Output>): grpc.ClientUnaryCall;
  IsCheckInBounced(argument: _app_notification_v1_IsCheckInBouncedRequest, callback: grpc.requestCallback<_app_notification_v1_IsCheckInBouncedResponse__Output>): grpc.ClientUnaryCall;
  isCheckInBounced(argument: _app_notification_v1_IsCheckInBouncedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_IsCheckInBouncedResponse__Output>): grpc.ClientUnaryCall;
  isCheckInBounced(argument: _app_notification_v1_IsCheckInBouncedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_IsCheckInBouncedResponse__Output>): grpc.ClientUnaryCall;
  isCheckInBounced(argument: _app_notification_v1_IsCheckInBouncedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_IsCheckInBouncedResponse__Output>): grpc.ClientUnaryCall;
  isCheckInBounced(argument: _app_notification_v1_IsCheckInBouncedRequest, callback: grpc.requestCallback<_app_notification_v1_IsCheckInBouncedResponse__Output>): grpc.ClientUnaryCall;
  
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  
  ListEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  ListEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  ListEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  ListEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  listEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  listEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  listEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  listEmailActivity(argument: _app_notification_v1_ListEmailActivityRequest, callback: grpc.requestCallback<_app_notification_v1_ListEmailActivityResponse__Output>): grpc.ClientUnaryCall;
  
  ListPostalLetters(argument: _app_notification_v1_ListPostalLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  ListPostalLetters(argument: _app_notification_v1_ListPostalLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  ListPostalLetters(argument: _app_notification_v1_ListPostalLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  ListPostalLetters(argument: _app_notification_v1_ListPostalLettersRequest, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  listPostalLetters(argument: _app_notification_v1_ListPostalLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  listPostalLetters(argument: _app_notification_v1_ListPostalLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  listPostalLetters(argument: _app_notification_v1_ListPostalLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  listPostalLetters(argument: _app_notification_v1_ListPostalLettersRequest, callback: grpc.requestCallback<_app_notification_v1_ListPostalLettersResponse__Output>): grpc.ClientUnaryCall;
  
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  
  RenderPostalLetter(argument: _app_notification_v1_RenderPostalLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_RenderPostalLetterResponse__Output>): grpc.ClientUnaryCall;
  RenderPostalLetter(argument: _app_notification_v1_RenderPostalLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_RenderPostalLetterResponse__Output>): grpc.ClientUnaryCall;
  RenderPostalLetter(argument: _app_notification_v1_RenderPostalLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_RenderPostalLetterResponse__Output>): grpc.ClientUnaryCall;
  RenderPostalLetter(argument: _app_notification_v1_RenderPostalLetterRequest, callback: grpc.requestCallback<_app_notification_v1_RenderPostalLetterResponse__Output>): grpc.ClientUnaryCall;
  renderPostalLetter(argument: _app_notification_v1_RenderPostalLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_RenderPostalLetterResponse__Output>): grpc.ClientUnaryCall;
  renderPostalLetter(argument: _app_notification_v1_RenderPostalLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_RenderPostalLetterResponse__Output>): grpc.ClientUnaryCall;
  renderPostalLetter(argument: _app_notification_v1_RenderPostalLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_RenderPostalLetterResponse__Output>): grpc.ClientUnaryCall;
  renderPostalLetter(argument: _app_notification_v1_RenderPostalLetterRequest, callback: grpc.requestCallback<_app_notification_v1_RenderPostalLetterResponse__Output>): grpc.ClientUnaryCall;
  
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  
  SendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  SendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  SendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  SendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  sendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  sendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  sendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  sendTestEmail(argument: _app_notification_v1_SendTestEmailRequest, callback: grpc.requestCallback<_app_notification_v1_SendTestEmailResponse__Output>): grpc.ClientUnaryCall;
  
  SetPostalLetterStatus(argument: _app_notification_v1_SetPostalLetterStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_PostalLetter__Output>): grpc.ClientUnaryCall;
  SetPostalLetterStatus(argument: _app_notification_v1_SetPostalLetterStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_PostalLetter__Output>): grpc.ClientUnaryCall;
  SetPostalLetterStatus(argument: _app_notification_v1_SetPostalLetterStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_PostalLetter__Output>): grpc.ClientUnaryCall;
  SetPostalLetterStatus(argument: _app_notification_v1_SetPostalLetterStatusRequest, callback: grpc.requestCallback<_app_notification_v1_PostalLetter__Output>): grpc.ClientUnaryCall;
  setPostalLetterStatus(argument: _app_notification_v1_SetPostalLetterStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_PostalLetter__Output>): grpc.ClientUnaryCall;
  setPostalLetterStatus(argument: _app_notification_v1_SetPostalLetterStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_notification_v1_PostalLetter__Output>): grpc.ClientUnaryCall;
  setPostalLetterStatus(argument: _app_notification_v1_SetPostalLetterStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_notification_v1_PostalLetter__Output>): grpc.ClientUnaryCall;
  setPostalLetterStatus(argument: _app_notification_v1_SetPostalLetterStatusRequest, callback: grpc.requestCallback<_app_notification_v1_PostalLetter__Output>): grpc.ClientUnaryCall;
  
}

export interface NotificationServiceHandlers extends grpc.UntypedServiceImplementation {
  CheckMailServer: grpc.handleUnaryCall<_app_notification_v1_CheckMailServerRequest__Output, _app_notification_v1_CheckMailServerResponse>;
  
  GetLettersOfMessages: grpc.handleUnaryCall<_app_notification_v1_GetLettersOfMessagesRequest__Output, _app_notification_v1_ListPostalLettersResponse>;
  
  GetMailAuthentication: grpc.handleUnaryCall<_app_notification_v1_GetMailAuthenticationRequest__Output, _app_notification_v1_MailAuthentication>;
  
  GetMailOutcomes: grpc.handleUnaryCall<_app_notification_v1_GetMailOutcomesRequest__Output, _app_notification_v1_GetMailOutcomesResponse>;
  
  IsCheckInBounced: grpc.handleUnaryCall<_app_notification_v1_IsCheckInBouncedRequest__Output, _app_notification_v1_IsCheckInBouncedResponse>;
  
  ListDeadLetters: grpc.handleUnaryCall<_app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse>;
  
  ListEmailActivity: grpc.handleUnaryCall<_app_notification_v1_ListEmailActivityRequest__Output, _app_notification_v1_ListEmailActivityResponse>;
  
  ListPostalLetters: grpc.handleUnaryCall<_app_notification_v1_ListPostalLettersRequest__Output, _app_notification_v1_ListPostalLettersResponse>;
  
  RedriveOutbox: grpc.handleUnaryCall<_app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse>;
  
  RenderPostalLetter: grpc.handleUnaryCall<_app_notification_v1_RenderPostalLetterRequest__Output, _app_notification_v1_RenderPostalLetterResponse>;
  
  RetryDeadLetter: grpc.handleUnaryCall<_app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse>;
  
  SendTestEmail: grpc.handleUnaryCall<_app_notification_v1_SendTestEmailRequest__Output, _app_notification_v1_SendTestEmailResponse>;
  
  SetPostalLetterStatus: grpc.handleUnaryCall<_app_notification_v1_SetPostalLetterStatusRequest__Output, _app_notification_v1_PostalLetter>;
  
}

export interface NotificationServiceDefinition extends grpc.ServiceDefinition {
  CheckMailServer: MethodDefinition<_app_notification_v1_CheckMailServerRequest, _app_notification_v1_CheckMailServerResponse, _app_notification_v1_CheckMailServerRequest__Output, _app_notification_v1_CheckMailServerResponse__Output>
  GetLettersOfMessages: MethodDefinition<_app_notification_v1_GetLettersOfMessagesRequest, _app_notification_v1_ListPostalLettersResponse, _app_notification_v1_GetLettersOfMessagesRequest__Output, _app_notification_v1_ListPostalLettersResponse__Output>
  GetMailAuthentication: MethodDefinition<_app_notification_v1_GetMailAuthenticationRequest, _app_notification_v1_MailAuthentication, _app_notification_v1_GetMailAuthenticationRequest__Output, _app_notification_v1_MailAuthentication__Output>
  GetMailOutcomes: MethodDefinition<_app_notification_v1_GetMailOutcomesRequest, _app_notification_v1_GetMailOutcomesResponse, _app_notification_v1_GetMailOutcomesRequest__Output, _app_notification_v1_GetMailOutcomesResponse__Output>
  IsCheckInBounced: MethodDefinition<_app_notification_v1_IsCheckInBouncedRequest, _app_notification_v1_IsCheckInBouncedResponse, _app_notification_v1_IsCheckInBouncedRequest__Output, _app_notification_v1_IsCheckInBouncedResponse__Output>
  ListDeadLetters: MethodDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse__Output>
  ListEmailActivity: MethodDefinition<_app_notification_v1_ListEmailActivityRequest, _app_notification_v1_ListEmailActivityResponse, _app_notification_v1_ListEmailActivityRequest__Output, _app_notification_v1_ListEmailActivityResponse__Output>
  ListPostalLetters: MethodDefinition<_app_notification_v1_ListPostalLettersRequest, _app_notification_v1_ListPostalLettersResponse, _app_notification_v1_ListPostalLettersRequest__Output, _app_notification_v1_ListPostalLettersResponse__Output>
  RedriveOutbox: MethodDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse__Output>
  RenderPostalLetter: MethodDefinition<_app_notification_v1_RenderPostalLetterRequest, _app_notification_v1_RenderPostalLetterResponse, _app_notification_v1_RenderPostalLetterRequest__Output, _app_notification_v1_RenderPostalLetterResponse__Output>
  RetryDeadLetter: MethodDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse__Output>
  SendTestEmail: MethodDefinition<_app_notification_v1_SendTestEmailRequest, _app_notification_v1_SendTestEmailResponse, _app_notification_v1_SendTestEmailRequest__Output, _app_notification_v1_SendTestEmailResponse__Output>
  SetPostalLetterStatus: MethodDefinition<_app_notification_v1_SetPostalLetterStatusRequest, _app_notification_v1_PostalLetter, _app_notification_v1_SetPostalLetterStatusRequest__Output, _app_notification_v1_PostalLetter__Output>
}
