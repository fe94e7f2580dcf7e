// Original file: app/scheduler/v1/scheduler.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AnswerContactCheckRequest as _app_scheduler_v1_AnswerContactCheckRequest, AnswerContactCheckRequest__Output as _app_scheduler_v1_AnswerContactCheckRequest__Output } from '../../../app/scheduler/v1/AnswerContactCheckRequest.ts';
import type { AnswerContactInvitationRequest as _app_scheduler_v1_AnswerContactInvitationRequest, AnswerContactInvitationRequest__Output as _app_scheduler_v1_AnswerContactInvitationRequest__Output } from '../../../app/scheduler/v1/AnswerContactInvitationRequest.ts';
import type { CheckDeliveryDueRequest as _app_scheduler_v1_CheckDeliveryDueRequest, CheckDeliveryDueRequest__Output as _app_scheduler_v1_CheckDeliveryDueRequest__Output } from '../../../app/scheduler/v1/CheckDeliveryDueRequest.ts';
import type { CheckDeliveryDueResponse as _app_scheduler_v1_CheckDeliveryDueResponse, CheckDeliveryDueResponse__Output as _app_scheduler_v1_CheckDeliveryDueResponse__Output } from '../../../app/scheduler/v1/CheckDeliveryDueResponse.ts';
import type { CheckInTokenRequest as _app_scheduler_v1_CheckInTokenRequest, CheckInTokenRequest__Output as _app_scheduler_v1_CheckInTokenRequest__Output } from '../../../app/scheduler/v1/CheckInTokenRequest.ts';
import type { ConfirmReviewResponse as _app_scheduler_v1_ConfirmReviewResponse, ConfirmReviewResponse__Output as _app_scheduler_v1_ConfirmReviewResponse__Output } from '../../../app/scheduler/v1/ConfirmReviewResponse.ts';
import type { ContactCheck as _app_scheduler_v1_ContactCheck, ContactCheck__Output as _app_scheduler_v1_ContactCheck__Output } from '../../../app/scheduler/v1/ContactCheck.ts';
import type { ContactInvitation as _app_scheduler_v1_ContactInvitation, ContactInvitation__Output as _app_scheduler_v1_ContactInvitation__Output } from '../../../app/scheduler/v1/ContactInvitation.ts';
import type { DeliveryBacklog as _app_scheduler_v1_DeliveryBacklog, DeliveryBacklog__Output as _app_scheduler_v1_DeliveryBacklog__Output } from '../../../app/scheduler/v1/DeliveryBacklog.ts';
import type { GetDeliveryBacklogRequest as _app_scheduler_v1_GetDeliveryBacklogRequest, GetDeliveryBacklogRequest__Output as _app_scheduler_v1_GetDeliveryBacklogRequest__Output } from '../../../app/scheduler/v1/GetDeliveryBacklogRequest.ts';
import type { GetTimelineRequest as _app_scheduler_v1_GetTimelineRequest, GetTimelineRequest__Output as _app_scheduler_v1_GetTimelineRequest__Output } from '../../../app/scheduler/v1/GetTimelineRequest.ts';
import type { GetTimelineResponse as _app_scheduler_v1_GetTimelineResponse, GetTimelineResponse__Output as _app_scheduler_v1_GetTimelineResponse__Output } from '../../../app/scheduler/v1/GetTimelineResponse.ts';
import type { IssueCheckInLinkRequest as _app_scheduler_v1_IssueCheckInLinkRequest, IssueCheckInLinkRequest__Output as _app_scheduler_v1_IssueCheckInLinkRequest__Output } from '../../../app/scheduler/v1/IssueCheckInLinkRequest.ts';
import type { IssueCheckInLinkResponse as _app_scheduler_v1_IssueCheckInLinkResponse, IssueCheckInLinkResponse__Output as _app_scheduler_v1_IssueCheckInLinkResponse__Output } from '../../../app/scheduler/v1/IssueCheckInLinkResponse.ts';
import type { IssueContactInvitationLinkRequest as _app_scheduler_v1_IssueContactInvitationLinkRequest, IssueContactInvitationLinkRequest__Output as _app_scheduler_v1_IssueContactInvitationLinkRequest__Output } from '../../../app/scheduler/v1/IssueContactInvitationLinkRequest.ts';
import type { IssueContactInvitationLinkResponse as _app_scheduler_v1_IssueContactInvitationLinkResponse, IssueContactInvitationLinkResponse__Output as _app_scheduler_v1_IssueContactInvitationLinkResponse__Output } from '../../../app/scheduler/v1/IssueContactInvitationLinkResponse.ts';
import type { IssueContactLinkRequest as _app_scheduler_v1_IssueContactLinkRequest, IssueContactLinkRequest__Output as _app_scheduler_v1_IssueContactLinkRequest__Output } from '../../../app/scheduler/v1/IssueContactLinkRequest.ts';
import type { IssueContactLinkResponse as _app_scheduler_v1_IssueContactLinkResponse, IssueContactLinkResponse__Output as _app_scheduler_v1_IssueContactLinkResponse__Output } from '../../../app/scheduler/v1/IssueContactLinkResponse.ts';
import type { IssueReviewLinkRequest as _app_scheduler_v1_IssueReviewLinkRequest, IssueReviewLinkRequest__Output as _app_scheduler_v1_IssueReviewLinkRequest__Output } from '../../../app/scheduler/v1/IssueReviewLinkRequest.ts';
import type { IssueReviewLinkResponse as _app_scheduler_v1_IssueReviewLinkResponse, IssueReviewLinkResponse__Output as _app_scheduler_v1_IssueReviewLinkResponse__Output } from '../../../app/scheduler/v1/IssueReviewLinkResponse.ts';
import type { LifeProofSwitch as _app_scheduler_v1_LifeProofSwitch, LifeProofSwitch__Output as _app_scheduler_v1_LifeProofSwitch__Output } from '../../../app/scheduler/v1/LifeProofSwitch.ts';
import type { LifeSignPreference as _app_scheduler_v1_LifeSignPreference, LifeSignPreference__Output as _app_scheduler_v1_LifeSignPreference__Output } from '../../../app/scheduler/v1/LifeSignPreference.ts';
import type { LifeSignPreferenceRequest as _app_scheduler_v1_LifeSignPreferenceRequest, LifeSignPreferenceRequest__Output as _app_scheduler_v1_LifeSignPreferenceRequest__Output } from '../../../app/scheduler/v1/LifeSignPreferenceRequest.ts';
import type { ListBouncingSwitchesRequest as _app_scheduler_v1_ListBouncingSwitchesRequest, ListBouncingSwitchesRequest__Output as _app_scheduler_v1_ListBouncingSwitchesRequest__Output } from '../../../app/scheduler/v1/ListBouncingSwitchesRequest.ts';
import type { ListBouncingSwitchesResponse as _app_scheduler_v1_ListBouncingSwitchesResponse, ListBouncingSwitchesResponse__Output as _app_scheduler_v1_ListBouncingSwitchesResponse__Output } from '../../../app/scheduler/v1/ListBouncingSwitchesResponse.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from '../../../app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from '../../../app/common/v1/ListDeadLettersResponse.ts';
import type { ListSwitchesRequest as _app_scheduler_v1_ListSwitchesRequest, ListSwitchesRequest__Output as _app_scheduler_v1_ListSwitchesRequest__Output } from '../../../app/scheduler/v1/ListSwitchesRequest.ts';
import type { ListSwitchesResponse as _app_scheduler_v1_ListSwitchesResponse, ListSwitchesResponse__Output as _app_scheduler_v1_ListSwitchesResponse__Output } from '../../../app/scheduler/v1/ListSwitchesResponse.ts';
import type { PauseSwitchRequest as _app_scheduler_v1_PauseSwitchRequest, PauseSwitchRequest__Output as _app_scheduler_v1_PauseSwitchRequest__Output } from '../../../app/scheduler/v1/PauseSwitchRequest.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from '../../../app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from '../../../app/common/v1/RedriveOutboxResponse.ts';
import type { ResumeSwitchRequest as _app_scheduler_v1_ResumeSwitchRequest, ResumeSwitchRequest__Output as _app_scheduler_v1_ResumeSwitchRequest__Output } from '../../../app/scheduler/v1/ResumeSwitchRequest.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from '../../../app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from '../../../app/common/v1/RetryDeadLetterResponse.ts';
import type { SendNowRequest as _app_scheduler_v1_SendNowRequest, SendNowRequest__Output as _app_scheduler_v1_SendNowRequest__Output } from '../../../app/scheduler/v1/SendNowRequest.ts';
import type { SendTestCheckInRequest as _app_scheduler_v1_SendTestCheckInRequest, SendTestCheckInRequest__Output as _app_scheduler_v1_SendTestCheckInRequest__Output } from '../../../app/scheduler/v1/SendTestCheckInRequest.ts';
import type { SetLifeSignPreferenceRequest as _app_scheduler_v1_SetLifeSignPreferenceRequest, SetLifeSignPreferenceRequest__Output as _app_scheduler_v1_SetLifeSignPreferenceRequest__Output } from '../../../app/scheduler/v1/SetLifeSignPreferenceRequest.ts';
import type { UndoReleaseRequest as _app_scheduler_v1_UndoReleaseRequest, UndoReleaseRequest__Output as _app_scheduler_v1_UndoReleaseRequest__Output } from '../../../app/scheduler/v1/UndoReleaseRequest.ts';
import type { WasCheckInAnsweredSinceRequest as _app_scheduler_v1_WasCheckInAnsweredSinceRequest, WasCheckInAnsweredSinceRequest__Output as _app_scheduler_v1_WasCheckInAnsweredSinceRequest__Output } from '../../../app/scheduler/v1/WasCheckInAnsweredSinceRequest.ts';
import type { WasCheckInAnsweredSinceResponse as _app_scheduler_v1_WasCheckInAnsweredSinceResponse, WasCheckInAnsweredSinceResponse__Output as _app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output } from '../../../app/scheduler/v1/WasCheckInAnsweredSinceResponse.ts';

export interface SchedulerServiceClient extends grpc.Client {
  AnswerContactCheck(argument: _app_scheduler_v1_AnswerContactCheckRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  AnswerContactCheck(argument: _app_scheduler_v1_AnswerContactCheckRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  AnswerContactCheck(argument: _app_scheduler_v1_AnswerContactCheckRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  AnswerContactCheck(argument: _app_scheduler_v1_AnswerContactCheckRequest, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  answerContactCheck(argument: _app_scheduler_v1_AnswerContactCheckRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  answerContactCheck(argument: _app_scheduler_v1_AnswerContactCheckRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  answerContactCheck(argument: _app_scheduler_v1_AnswerContactCheckRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  answerContactCheck(argument: _app_scheduler_v1_AnswerContactCheckRequest, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  
  AnswerContactInvitation(argument: _app_scheduler_v1_AnswerContactInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  AnswerContactInvitation(argument: _app_scheduler_v1_AnswerContactInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  AnswerContactInvitation(argument: _app_scheduler_v1_AnswerContactInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  AnswerContactInvitation(argument: _app_scheduler_v1_AnswerContactInvitationRequest, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  answerContactInvitation(argument: _app_scheduler_v1_AnswerContactInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  answerContactInvitation(argument: _app_scheduler_v1_AnswerContactInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  answerContactInvitation(argument: _app_scheduler_v1_AnswerContactInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  answerContactInvitation(argument: _app_scheduler_v1_AnswerContactInvitationRequest, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  
  CheckDeliveryDue(argument: _app_scheduler_v1_CheckDeliveryDueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_CheckDeliveryDueResponse__Output>): grpc.ClientUnaryCall;
  CheckDeliveryDue(argument: _app_scheduler_v1_CheckDeliveryDueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_CheckDeliveryDueResponse__Output>): grpc.ClientUnaryCall;
  CheckDeliveryDue(argument: _app_scheduler_v1_CheckDeliveryDueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_CheckDeliveryDueResponse__Output>): grpc.ClientUnaryCall;
  CheckDeliveryDue(argument: _app_scheduler_v1_CheckDeliveryDueRequest, callback: grpc.requestCallback<_app_scheduler_v1_CheckDeliveryDueResponse__Output>): grpc.ClientUnaryCall;
  checkDeliveryDue(argument: _app_scheduler_v1_CheckDeliveryDueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_CheckDeliveryDueResponse__Output>): grpc.ClientUnaryCall;
  checkDeliveryDue(argument: _app_scheduler_v1_CheckDeliveryDueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_CheckDeliveryDueResponse__Output>): grpc.ClientUnaryCall;
  checkDeliveryDue(argument: _app_scheduler_v1_CheckDeliveryDueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_CheckDeliveryDueResponse__Output>): grpc.ClientUnaryCall;
  checkDeliveryDue(argument: _app_scheduler_v1_CheckDeliveryDueRequest, callback: grpc.requestCallback<_app_scheduler_v1_CheckDeliveryDueResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  ConfirmCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  ConfirmCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  ConfirmCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  confirmCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  confirmCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  confirmCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  confirmCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  
  ConfirmReview(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ConfirmReviewResponse__Output>): grpc.ClientUnaryCall;
  ConfirmReview(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ConfirmReviewResponse__Output>): grpc.ClientUnaryCall;
  ConfirmReview(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ConfirmReviewResponse__Output>): grpc.ClientUnaryCall;
  ConfirmReview(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_ConfirmReviewResponse__Output>): grpc.ClientUnaryCall;
  confirmReview(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ConfirmReviewResponse__Output>): grpc.ClientUnaryCall;
  confirmReview(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ConfirmReviewResponse__Output>): grpc.ClientUnaryCall;
  confirmReview(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ConfirmReviewResponse__Output>): grpc.ClientUnaryCall;
  confirmReview(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_ConfirmReviewResponse__Output>): grpc.ClientUnaryCall;
  
  GetCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  GetCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  GetCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  GetCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  getCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  getCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  getCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  getCheckIn(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  
  GetContactCheck(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  GetContactCheck(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  GetContactCheck(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  GetContactCheck(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  getContactCheck(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  getContactCheck(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  getContactCheck(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  getContactCheck(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_ContactCheck__Output>): grpc.ClientUnaryCall;
  
  GetContactInvitation(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  GetContactInvitation(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  GetContactInvitation(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  GetContactInvitation(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  getContactInvitation(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  getContactInvitation(argument: _app_scheduler_v1_CheckInTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  getContactInvitation(argument: _app_scheduler_v1_CheckInTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  getContactInvitation(argument: _app_scheduler_v1_CheckInTokenRequest, callback: grpc.requestCallback<_app_scheduler_v1_ContactInvitation__Output>): grpc.ClientUnaryCall;
  
  GetDeliveryBacklog(argument: _app_scheduler_v1_GetDeliveryBacklogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_DeliveryBacklog__Output>): grpc.ClientUnaryCall;
  GetDeliveryBacklog(argument: _app_scheduler_v1_GetDeliveryBacklogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_DeliveryBacklog__Output>): grpc.ClientUnaryCall;
  GetDeliveryBacklog(argument: _app_scheduler_v1_GetDeliveryBacklogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_DeliveryBacklog__Output>): grpc.ClientUnaryCall;
  GetDeliveryBacklog(argument: _app_scheduler_v1_GetDeliveryBacklogRequest, callback: grpc.requestCallback<_app_scheduler_v1_DeliveryBacklog__Output>): grpc.ClientUnaryCall;
  getDeliveryBacklog(argument: _app_scheduler_v1_GetDeliveryBacklogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_DeliveryBacklog__Output>): grpc.ClientUnaryCall;
  getDeliveryBacklog(argument: _app_scheduler_v1_GetDeliveryBacklogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_DeliveryBacklog__Output>): grpc.ClientUnaryCall;
  getDeliveryBacklog(argument: _app_scheduler_v1_GetDeliveryBacklogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_DeliveryBacklog__Output>): grpc.ClientUnaryCall;
  getDeliveryBacklog(argument: _app_scheduler_v1_GetDeliveryBacklogRequest, callback: grpc.requestCallback<_app_scheduler_v1_DeliveryBacklog__Output>): grpc.ClientUnaryCall;
  
  GetLifeSignPreference(argument: _app_scheduler_v1_LifeSignPreferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  GetLifeSignPreference(argument: _app_scheduler_v1_LifeSignPreferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  GetLifeSignPreference(argument: _app_scheduler_v1_LifeSignPreferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  GetLifeSignPreference(argument: _app_scheduler_v1_LifeSignPreferenceRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  getLifeSignPreference(argument: _app_scheduler_v1_LifeSignPreferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  getLifeSignPreference(argument: _app_scheduler_v1_LifeSignPreferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  getLifeSignPreference(argument: _app_scheduler_v1_LifeSignPreferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  getLifeSignPreference(argument: _app_scheduler_v1_LifeSignPreferenceRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  
  GetTimeline(argument: _app_scheduler_v1_GetTimelineRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_GetTimelineResponse__Output>): grpc.ClientUnaryCall;
  GetTimeline(argument: _app_scheduler_v1_GetTimelineRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_GetTimelineResponse__Output>): grpc.ClientUnaryCall;
  GetTimeline(argument: _app_scheduler_v1_GetTimelineRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_GetTimelineResponse__Output>): grpc.ClientUnaryCall;
  GetTimeline(argument: _app_scheduler_v1_GetTimelineRequest, callback: grpc.requestCallback<_app_scheduler_v1_GetTimelineResponse__Output>): grpc.ClientUnaryCall;
  getTimeline(argument: _app_scheduler_v1_GetTimelineRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_GetTimelineResponse__Output>): grpc.ClientUnaryCall;
  getTimeline(argument: _app_scheduler_v1_GetTimelineRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_GetTimelineResponse__Output>): grpc.ClientUnaryCall;
  getTimeline(argument: _app_scheduler_v1_GetTimelineRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_GetTimelineResponse__Output>): grpc.ClientUnaryCall;
  getTimeline(argument: _app_scheduler_v1_GetTimelineRequest, callback: grpc.requestCallback<_app_scheduler_v1_GetTimelineResponse__Output>): grpc.ClientUnaryCall;
  
  IssueCheckInLink(argument: _app_scheduler_v1_IssueCheckInLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueCheckInLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueCheckInLink(argument: _app_scheduler_v1_IssueCheckInLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_IssueCheckInLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueCheckInLink(argument: _app_scheduler_v1_IssueCheckInLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueCheckInLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueCheckInLink(argument: _app_scheduler_v1_IssueCheckInLinkRequest, callback: grpc.requestCallback<_app_scheduler_v1_IssueCheckInLinkResponse__Output>): grpc.ClientUnaryCall;
  issueCheckInLink(argument: _app_scheduler_v1_IssueCheckInLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueCheckInLinkResponse__Output>): grpc.ClientUnaryCall;
  issueCheckInLink(argument: _app_scheduler_v1_IssueCheckInLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_IssueCheckInLinkResponse__Output>): grpc.ClientUnaryCall;
  issueCheckInLink(argument: _app_scheduler_v1_IssueCheckInLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueCheckInLinkResponse__Output>): grpc.ClientUnaryCall;
  issueCheckInLink(argument: _app_scheduler_v1_IssueCheckInLinkRequest, callback: grpc.requestCallback<_app_scheduler_v1_IssueCheckInLinkResponse__Output>): grpc.ClientUnaryCall;
  
  IssueContactInvitationLink(argument: _app_scheduler_v1_IssueContactInvitationLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactInvitationLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueContactInvitationLink(argument: _app_scheduler_v1_IssueContactInvitationLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactInvitationLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueContactInvitationLink(argument: _app_scheduler_v1_IssueContactInvitationLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactInvitationLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueContactInvitationLink(argument: _app_scheduler_v1_IssueContactInvitationLinkRequest, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactInvitationLinkResponse__Output>): grpc.ClientUnaryCall;
  issueContactInvitationLink(argument: _app_scheduler_v1_IssueContactInvitationLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactInvitationLinkResponse__Output>): grpc.ClientUnaryCall;
  issueContactInvitationLink(argument: _app_scheduler_v1_IssueContactInvitationLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactInvitationLinkResponse__Output>): grpc.ClientUnaryCall;
  issueContactInvitationLink(argument: _app_scheduler_v1_IssueContactInvitationLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactInvitationLinkResponse__Output>): grpc.ClientUnaryCall;
  issueContactInvitationLink(argument: _app_scheduler_v1_IssueContactInvitationLinkRequest, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactInvitationLinkResponse__Output>): grpc.ClientUnaryCall;
  
  IssueContactLink(argument: _app_scheduler_v1_IssueContactLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueContactLink(argument: _app_scheduler_v1_IssueContactLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueContactLink(argument: _app_scheduler_v1_IssueContactLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueContactLink(argument: _app_scheduler_v1_IssueContactLinkRequest, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactLinkResponse__Output>): grpc.ClientUnaryCall;
  issueContactLink(argument: _app_scheduler_v1_IssueContactLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactLinkResponse__Output>): grpc.ClientUnaryCall;
  issueContactLink(argument: _app_scheduler_v1_IssueContactLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactLinkResponse__Output>): grpc.ClientUnaryCall;
  issueContactLink(argument: _app_scheduler_v1_IssueContactLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactLinkResponse__Output>): grpc.ClientUnaryCall;
  issueContactLink(argument: _app_scheduler_v1_IssueContactLinkRequest, callback: grpc.requestCallback<_app_scheduler_v1_IssueContactLinkResponse__Output>): grpc.ClientUnaryCall;
  
  IssueReviewLink(argument: _app_scheduler_v1_IssueReviewLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueReviewLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueReviewLink(argument: _app_scheduler_v1_IssueReviewLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_IssueReviewLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueReviewLink(argument: _app_scheduler_v1_IssueReviewLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueReviewLinkResponse__Output>): grpc.ClientUnaryCall;
  IssueReviewLink(argument: _app_scheduler_v1_IssueReviewLinkRequest, callback: grpc.requestCallback<_app_scheduler_v1_IssueReviewLinkResponse__Output>): grpc.ClientUnaryCall;
  issueReviewLink(argument: _app_scheduler_v1_IssueReviewLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueReviewLinkResponse__Output>): grpc.ClientUnaryCall;
  issueReviewLink(argument: _app_scheduler_v1_IssueReviewLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_IssueReviewLinkResponse__Output>): grpc.ClientUnaryCall;
  issueReviewLink(argument: _app_scheduler_v1_IssueReviewLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_IssueReviewLinkResponse__Output>): grpc.ClientUnaryCall;
  issueReviewLink(argument: _app_scheduler_v1_IssueReviewLinkRequest, callback: grpc.requestCallback<_app_scheduler_v1_IssueReviewLinkResponse__Output>): grpc.ClientUnaryCall;
  
  ListBouncingSwitches(argument: _app_scheduler_v1_ListBouncingSwitchesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ListBouncingSwitchesResponse__Output>): grpc.ClientUnaryCall;
  ListBouncingSwitches(argument: _app_scheduler_v1_ListBouncingSwitchesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ListBouncingSwitchesResponse__Output>): grpc.ClientUnaryCall;
  ListBouncingSwitches(argument: _app_scheduler_v1_ListBouncingSwitchesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ListBouncingSwitchesResponse__Output>): grpc.ClientUnaryCall;
  ListBouncingSwitches(argument: _app_scheduler_v1_ListBouncingSwitchesRequest, callback: grpc.requestCallback<_app_scheduler_v1_ListBouncingSwitchesResponse__Output>): grpc.ClientUnaryCall;
  listBouncingSwitches(argument: _app_scheduler_v1_ListBouncingSwitchesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ListBouncingSwitchesResponse__Output>): grpc.ClientUnaryCall;
  listBouncingSwitches(argument: _app_scheduler_v1_ListBouncingSwitchesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ListBouncingSwitchesResponse__Output>): grpc.ClientUnaryCall;
  listBouncingSwitches(argument: _app_scheduler_v1_ListBouncingSwitchesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ListBouncingSwitchesResponse__Output>): grpc.ClientUnaryCall;
  listBouncingSwitches(argument: _app_scheduler_v1_ListBouncingSwitchesRequest, callback: grpc.requestCallback<_app_scheduler_v1_ListBouncingSwitchesResponse__Output>): grpc.ClientUnaryCall;
  
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  
  ListSwitches(argument: _app_scheduler_v1_ListSwitchesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ListSwitchesResponse__Output>): grpc.ClientUnaryCall;
  ListSwitches(argument: _app_scheduler_v1_ListSwitchesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ListSwitchesResponse__Output>): grpc.ClientUnaryCall;
  ListSwitches(argument: _app_scheduler_v1_ListSwitchesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ListSwitchesResponse__Output>): grpc.ClientUnaryCall;
  ListSwitches(argument: _app_scheduler_v1_ListSwitchesRequest, callback: grpc.requestCallback<_app_scheduler_v1_ListSwitchesResponse__Output>): grpc.ClientUnaryCall;
  listSwitches(argument: _app_scheduler_v1_ListSwitchesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ListSwitchesResponse__Output>): grpc.ClientUnaryCall;
  listSwitches(argument: _app_scheduler_v1_ListSwitchesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_ListSwitchesResponse__Output>): grpc.ClientUnaryCall;
  listSwitches(argument: _app_scheduler_v1_ListSwitchesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_ListSwitchesResponse__Output>): grpc.ClientUnaryCall;
  listSwitches(argument: _app_scheduler_v1_ListSwitchesRequest, callback: grpc.requestCallback<_app_scheduler_v1_ListSwitchesResponse__Output>): grpc.ClientUnaryCall;
  
  PauseSwitch(argument: _app_scheduler_v1_PauseSwitchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  PauseSwitch(argument: _app_scheduler_v1_PauseSwitchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  PauseSwitch(argument: _app_scheduler_v1_PauseSwitchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  PauseSwitch(argument: _app_scheduler_v1_PauseSwitchRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  pauseSwitch(argument: _app_scheduler_v1_PauseSwitchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  pauseSwitch(argument: _app_scheduler_v1_PauseSwitchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  pauseSwitch(argument: _app_scheduler_v1_PauseSwitchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  pauseSwitch(argument: _app_scheduler_v1_PauseSwitchRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  
  ResumeSwitch(argument: _app_scheduler_v1_ResumeSwitchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  ResumeSwitch(argument: _app_scheduler_v1_ResumeSwitchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  ResumeSwitch(argument: _app_scheduler_v1_ResumeSwitchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  ResumeSwitch(argument: _app_scheduler_v1_ResumeSwitchRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  resumeSwitch(argument: _app_scheduler_v1_ResumeSwitchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  resumeSwitch(argument: _app_scheduler_v1_ResumeSwitchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  resumeSwitch(argument: _app_scheduler_v1_ResumeSwitchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  resumeSwitch(argument: _app_scheduler_v1_ResumeSwitchRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  
  SendNow(argument: _app_scheduler_v1_SendNowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  SendNow(argument: _app_scheduler_v1_SendNowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  SendNow(argument: _app_scheduler_v1_SendNowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  SendNow(argument: _app_scheduler_v1_SendNowRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  sendNow(argument: _app_scheduler_v1_SendNowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  sendNow(argument: _app_scheduler_v1_SendNowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  sendNow(argument: _app_scheduler_v1_SendNowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  sendNow(argument: _app_scheduler_v1_SendNowRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  
  SendTestCheckIn(argument: _app_scheduler_v1_SendTestCheckInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  SendTestCheckIn(argument: _app_scheduler_v1_SendTestCheckInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  SendTestCheckIn(argument: _app_scheduler_v1_SendTestCheckInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  SendTestCheckIn(argument: _app_scheduler_v1_SendTestCheckInRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  sendTestCheckIn(argument: _app_scheduler_v1_SendTestCheckInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  sendTestCheckIn(argument: _app_scheduler_v1_SendTestCheckInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  sendTestCheckIn(argument: _app_scheduler_v1_SendTestCheckInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  sendTestCheckIn(argument: _app_scheduler_v1_SendTestCheckInRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  
  SetLifeSignPreference(argument: _app_scheduler_v1_SetLifeSignPreferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  SetLifeSignPreference(argument: _app_scheduler_v1_SetLifeSignPreferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  SetLifeSignPreference(argument: _app_scheduler_v1_SetLifeSignPreferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  SetLifeSignPreference(argument: _app_scheduler_v1_SetLifeSignPreferenceRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  setLifeSignPreference(argument: _app_scheduler_v1_SetLifeSignPreferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  setLifeSignPreference(argument: _app_scheduler_v1_SetLifeSignPreferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  setLifeSignPreference(argument: _app_scheduler_v1_SetLifeSignPreferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  setLifeSignPreference(argument: _app_scheduler_v1_SetLifeSignPreferenceRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeSignPreference__Output>): grpc.ClientUnaryCall;
  
  UndoRelease(argument: _app_scheduler_v1_UndoReleaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  UndoRelease(argument: _app_scheduler_v1_UndoReleaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  UndoRelease(argument: _app_scheduler_v1_UndoReleaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  UndoRelease(argument: _app_scheduler_v1_UndoReleaseRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  undoRelease(argument: _app_scheduler_v1_UndoReleaseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  undoRelease(argument: _app_scheduler_v1_UndoReleaseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  undoRelease(argument: _app_scheduler_v1_UndoReleaseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  undoRelease(argument: _app_scheduler_v1_UndoReleaseRequest, callback: grpc.requestCallback<_app_scheduler_v1_LifeProofSwitch__Output>): grpc.ClientUnaryCall;
  
  WasCheckInAnsweredSince(argument: _app_scheduler_v1_WasCheckInAnsweredSinceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>): grpc.ClientUnaryCall;
  WasCheckInAnsweredSince(argument: _app_scheduler_v1_WasCheckInAnsweredSinceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>): grpc.ClientUnaryCall;
  WasCheckInAnsweredSince(argument: _app_scheduler_v1_WasCheckInAnsweredSinceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>): grpc.ClientUnaryCall;
  WasCheckInAnsweredSince(argument: _app_scheduler_v1_WasCheckInAnsweredSinceRequest, callback: grpc.requestCallback<_app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>): grpc.ClientUnaryCall;
  wasCheckInAnsweredSince(argument: _app_scheduler_v1_WasCheckInAnsweredSinceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>): grpc.ClientUnaryCall;
  wasCheckInAnsweredSince(argument: _app_scheduler_v1_WasCheckInAnsweredSinceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>): grpc.ClientUnaryCall;
  wasCheckInAnsweredSince(argument: _app_scheduler_v1_WasCheckInAnsweredSinceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>): grpc.ClientUnaryCall;
  wasCheckInAnsweredSince(argument: _app_scheduler_v1_WasCheckInAnsweredSinceRequest, callback: grpc.requestCallback<_app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface SchedulerServiceHandlers extends grpc.UntypedServiceImplementation {
  AnswerContactCheck: grpc.handleUnaryCall<_app_scheduler_v1_AnswerContactCheckRequest__Output, _app_scheduler_v1_ContactCheck>;
  
  AnswerContactInvitation: grpc.handleUnaryCall<_app_scheduler_v1_AnswerContactInvitationRequest__Output, _app_scheduler_v1_ContactInvitation>;
  
  CheckDeliveryDue: grpc.handleUnaryCall<_app_scheduler_v1_CheckDeliveryDueRequest__Output, _app_scheduler_v1_CheckDeliveryDueResponse>;
  
  ConfirmCheckIn: grpc.handleUnaryCall<_app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_LifeProofSwitch>;
  
  ConfirmReview: grpc.handleUnaryCall<_app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_ConfirmReviewResponse>;
  
  GetCheckIn: grpc.handleUnaryCall<_app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_LifeProofSwitch>;
  
  GetContactCheck: grpc.handleUnaryCall<_app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_ContactCheck>;
  
  GetContactInvitation: grpc.handleUnaryCall<_app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_ContactInvitation>;
  
  GetDeliveryBacklog: grpc.handleUnaryCall<_app_scheduler_v1_GetDeliveryBacklogRequest__Output, _app_scheduler_v1_DeliveryBacklog>;
  
  GetLifeSignPreference: grpc.handleUnaryCall<_app_scheduler_v1_LifeSignPreferenceRequest__Output, _app_scheduler_v1_LifeSignPreference>;
  
  GetTimeline: grpc.handleUnaryCall<_app_scheduler_v1_GetTimelineRequest__Output, _app_scheduler_v1_GetTimelineResponse>;
  
  IssueCheckInLink: grpc.handleUnaryCall<_app_scheduler_v1_IssueCheckInLinkRequest__Output, _app_scheduler_v1_IssueCheckInLinkResponse>;
  
  IssueContactInvitationLink: grpc.handleUnaryCall<_app_scheduler_v1_IssueContactInvitationLinkRequest__Output, _app_scheduler_v1_IssueContactInvitationLinkResponse>;
  
  IssueContactLink: grpc.handleUnaryCall<_app_scheduler_v1_IssueContactLinkRequest__Output, _app_scheduler_v1_IssueContactLinkResponse>;
  
  IssueReviewLink: grpc.handleUnaryCall<_app_scheduler_v1_IssueReviewLinkRequest__Output, _app_scheduler_v1_IssueReviewLinkResponse>;
  
  ListBouncingSwitches: grpc.handleUnaryCall<_app_scheduler_v1_ListBouncingSwitchesRequest__Output, _app_scheduler_v1_ListBouncingSwitchesResponse>;
  
  ListDeadLetters: grpc.handleUnaryCall<_app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse>;
  
  ListSwitches: grpc.handleUnaryCall<_app_scheduler_v1_ListSwitchesRequest__Output, _app_scheduler_v1_ListSwitchesResponse>;
  
  PauseSwitch: grpc.handleUnaryCall<_app_scheduler_v1_PauseSwitchRequest__Output, _app_scheduler_v1_LifeProofSwitch>;
  
  RedriveOutbox: grpc.handleUnaryCall<_app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse>;
  
  ResumeSwitch: grpc.handleUnaryCall<_app_scheduler_v1_ResumeSwitchRequest__Output, _app_scheduler_v1_LifeProofSwitch>;
  
  RetryDeadLetter: grpc.handleUnaryCall<_app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse>;
  
  SendNow: grpc.handleUnaryCall<_app_scheduler_v1_SendNowRequest__Output, _app_scheduler_v1_LifeProofSwitch>;
  
  SendTestCheckIn: grpc.handleUnaryCall<_app_scheduler_v1_SendTestCheckInRequest__Output, _app_scheduler_v1_LifeProofSwitch>;
  
  SetLifeSignPreference: grpc.handleUnaryCall<_app_scheduler_v1_SetLifeSignPreferenceRequest__Output, _app_scheduler_v1_LifeSignPreference>;
  
  UndoRelease: grpc.handleUnaryCall<_app_scheduler_v1_UndoReleaseRequest__Output, _app_scheduler_v1_LifeProofSwitch>;
  
  WasCheckInAnsweredSince: grpc.handleUnaryCall<_app_scheduler_v1_WasCheckInAnsweredSinceRequest__Output, _app_scheduler_v1_WasCheckInAnsweredSinceResponse>;
  
}

export interface SchedulerServiceDefinition extends grpc.ServiceDefinition {
  AnswerContactCheck: MethodDefinition<_app_scheduler_v1_AnswerContactCheckRequest, _app_scheduler_v1_ContactCheck, _app_scheduler_v1_AnswerContactCheckRequest__Output, _app_scheduler_v1_ContactCheck__Output>
  AnswerContactInvitation: MethodDefinition<_app_scheduler_v1_AnswerContactInvitationRequest, _app_scheduler_v1_ContactInvitation, _app_scheduler_v1_AnswerContactInvitationRequest__Output, _app_scheduler_v1_ContactInvitation__Output>
  CheckDeliveryDue: MethodDefinition<_app_scheduler_v1_CheckDeliveryDueRequest, _app_scheduler_v1_CheckDeliveryDueResponse, _app_scheduler_v1_CheckDeliveryDueRequest__Output, _app_scheduler_v1_CheckDeliveryDueResponse__Output>
  ConfirmCheckIn: MethodDefinition<_app_scheduler_v1_CheckInTokenRequest, _app_scheduler_v1_LifeProofSwitch, _app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_LifeProofSwitch__Output>
  ConfirmReview: MethodDefinition<_app_scheduler_v1_CheckInTokenRequest, _app_scheduler_v1_ConfirmReviewResponse, _app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_ConfirmReviewResponse__Output>
  GetCheckIn: MethodDefinition<_app_scheduler_v1_CheckInTokenRequest, _app_scheduler_v1_LifeProofSwitch, _app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_LifeProofSwitch__Output>
  GetContactCheck: MethodDefinition<_app_scheduler_v1_CheckInTokenRequest, _app_scheduler_v1_ContactCheck, _app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_ContactCheck__Output>
  GetContactInvitation: MethodDefinition<_app_scheduler_v1_CheckInTokenRequest, _app_scheduler_v1_ContactInvitation, _app_scheduler_v1_CheckInTokenRequest__Output, _app_scheduler_v1_ContactInvitation__Output>
  GetDeliveryBacklog: MethodDefinition<_app_scheduler_v1_GetDeliveryBacklogRequest, _app_scheduler_v1_DeliveryBacklog, _app_scheduler_v1_GetDeliveryBacklogRequest__Output, _app_scheduler_v1_DeliveryBacklog__Output>
  GetLifeSignPreference: MethodDefinition<_app_scheduler_v1_LifeSignPreferenceRequest, _app_scheduler_v1_LifeSignPreference, _app_scheduler_v1_LifeSignPreferenceRequest__Output, _app_scheduler_v1_LifeSignPreference__Output>
  GetTimeline: MethodDefinition<_app_scheduler_v1_GetTimelineRequest, _app_scheduler_v1_GetTimelineResponse, _app_scheduler_v1_GetTimelineRequest__Output, _app_scheduler_v1_GetTimelineResponse__Output>
  IssueCheckInLink: MethodDefinition<_app_scheduler_v1_IssueCheckInLinkRequest, _app_scheduler_v1_IssueCheckInLinkResponse, _app_scheduler_v1_IssueCheckInLinkRequest__Output, _app_scheduler_v1_IssueCheckInLinkResponse__Output>
  IssueContactInvitationLink: MethodDefinition<_app_scheduler_v1_IssueContactInvitationLinkRequest, _app_scheduler_v1_IssueContactInvitationLinkResponse, _app_scheduler_v1_IssueContactInvitationLinkRequest__Output, _app_scheduler_v1_IssueContactInvitationLinkResponse__Output>
  IssueContactLink: MethodDefinition<_app_scheduler_v1_IssueContactLinkRequest, _app_scheduler_v1_IssueContactLinkResponse, _app_scheduler_v1_IssueContactLinkRequest__Output, _app_scheduler_v1_IssueContactLinkResponse__Output>
  IssueReviewLink: MethodDefinition<_app_scheduler_v1_IssueReviewLinkRequest, _app_scheduler_v1_IssueReviewLinkResponse, _app_scheduler_v1_IssueReviewLinkRequest__Output, _app_scheduler_v1_IssueReviewLinkResponse__Output>
  ListBouncingSwitches: MethodDefinition<_app_scheduler_v1_ListBouncingSwitchesRequest, _app_scheduler_v1_ListBouncingSwitchesResponse, _app_scheduler_v1_ListBouncingSwitchesRequest__Output, _app_scheduler_v1_ListBouncingSwitchesResponse__Output>
  ListDeadLetters: MethodDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse__Output>
  ListSwitches: MethodDefinition<_app_scheduler_v1_ListSwitchesRequest, _app_scheduler_v1_ListSwitchesResponse, _app_scheduler_v1_ListSwitchesRequest__Output, _app_scheduler_v1_ListSwitchesResponse__Output>
  PauseSwitch: MethodDefinition<_app_scheduler_v1_PauseSwitchRequest, _app_scheduler_v1_LifeProofSwitch, _app_scheduler_v1_PauseSwitchRequest__Output, _app_scheduler_v1_LifeProofSwitch__Output>
  RedriveOutbox: MethodDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse__Output>
  ResumeSwitch: MethodDefinition<_app_scheduler_v1_ResumeSwitchRequest, _app_scheduler_v1_LifeProofSwitch, _app_scheduler_v1_ResumeSwitchRequest__Output, _app_scheduler_v1_LifeProofSwitch__Output>
  RetryDeadLetter: MethodDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse__Output>
  SendNow: MethodDefinition<_app_scheduler_v1_SendNowRequest, _app_scheduler_v1_LifeProofSwitch, _app_scheduler_v1_SendNowRequest__Output, _app_scheduler_v1_LifeProofSwitch__Output>
  SendTestCheckIn: MethodDefinition<_app_scheduler_v1_SendTestCheckInRequest, _app_scheduler_v1_LifeProofSwitch, _app_scheduler_v1_SendTestCheckInRequest__Output, _app_scheduler_v1_LifeProofSwitch__Output>
  SetLifeSignPreference: MethodDefinition<_app_scheduler_v1_SetLifeSignPreferenceRequest, _app_scheduler_v1_LifeSignPreference, _app_scheduler_v1_SetLifeSignPreferenceRequest__Output, _app_scheduler_v1_LifeSignPreference__Output>
  UndoRelease: MethodDefinition<_app_scheduler_v1_UndoReleaseRequest, _app_scheduler_v1_LifeProofSwitch, _app_scheduler_v1_UndoReleaseRequest__Output, _app_scheduler_v1_LifeProofSwitch__Output>
  WasCheckInAnsweredSince: MethodDefinition<_app_scheduler_v1_WasCheckInAnsweredSinceRequest, _app_scheduler_v1_WasCheckInAnsweredSinceResponse, _app_scheduler_v1_WasCheckInAnsweredSinceRequest__Output, _app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>
}
