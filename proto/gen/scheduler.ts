import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { DeadLetter as _app_common_v1_DeadLetter, DeadLetter__Output as _app_common_v1_DeadLetter__Output } from './app/common/v1/DeadLetter.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from './app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from './app/common/v1/ListDeadLettersResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from './app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from './app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from './app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from './app/common/v1/RetryDeadLetterResponse.ts';
import type { AnswerContactCheckRequest as _app_scheduler_v1_AnswerContactCheckRequest, AnswerContactCheckRequest__Output as _app_scheduler_v1_AnswerContactCheckRequest__Output } from './app/scheduler/v1/AnswerContactCheckRequest.ts';
import type { AnswerContactInvitationRequest as _app_scheduler_v1_AnswerContactInvitationRequest, AnswerContactInvitationRequest__Output as _app_scheduler_v1_AnswerContactInvitationRequest__Output } from './app/scheduler/v1/AnswerContactInvitationRequest.ts';
import type { BouncingSwitch as _app_scheduler_v1_BouncingSwitch, BouncingSwitch__Output as _app_scheduler_v1_BouncingSwitch__Output } from './app/scheduler/v1/BouncingSwitch.ts';
import type { CheckDeliveryDueRequest as _app_scheduler_v1_CheckDeliveryDueRequest, CheckDeliveryDueRequest__Output as _app_scheduler_v1_CheckDeliveryDueRequest__Output } from './app/scheduler/v1/CheckDeliveryDueRequest.ts';
import type { CheckDeliveryDueResponse as _app_scheduler_v1_CheckDeliveryDueResponse, CheckDeliveryDueResponse__Output as _app_scheduler_v1_CheckDeliveryDueResponse__Output } from './app/scheduler/v1/CheckDeliveryDueResponse.ts';
import type { CheckInTokenRequest as _app_scheduler_v1_CheckInTokenRequest, CheckInTokenRequest__Output as _app_scheduler_v1_CheckInTokenRequest__Output } from './app/scheduler/v1/CheckInTokenRequest.ts';
import type { ConfirmReviewResponse as _app_scheduler_v1_ConfirmReviewResponse, ConfirmReviewResponse__Output as _app_scheduler_v1_ConfirmReviewResponse__Output } from './app/scheduler/v1/ConfirmReviewResponse.ts';
import type { ContactCheck as _app_scheduler_v1_ContactCheck, ContactCheck__Output as _app_scheduler_v1_ContactCheck__Output } from './app/scheduler/v1/ContactCheck.ts';
import type { ContactInvitation as _app_scheduler_v1_ContactInvitation, ContactInvitation__Output as _app_scheduler_v1_ContactInvitation__Output } from './app/scheduler/v1/ContactInvitation.ts';
import type { DeliveryBacklog as _app_scheduler_v1_DeliveryBacklog, DeliveryBacklog__Output as _app_scheduler_v1_DeliveryBacklog__Output } from './app/scheduler/v1/DeliveryBacklog.ts';
import type { GetDeliveryBacklogRequest as _app_scheduler_v1_GetDeliveryBacklogRequest, GetDeliveryBacklogRequest__Output as _app_scheduler_v1_GetDeliveryBacklogRequest__Output } from './app/scheduler/v1/GetDeliveryBacklogRequest.ts';
import type { GetTimelineRequest as _app_scheduler_v1_GetTimelineRequest, GetTimelineRequest__Output as _app_scheduler_v1_GetTimelineRequest__Output } from './app/scheduler/v1/GetTimelineRequest.ts';
import type { GetTimelineResponse as _app_scheduler_v1_GetTimelineResponse, GetTimelineResponse__Output as _app_scheduler_v1_GetTimelineResponse__Output } from './app/scheduler/v1/GetTimelineResponse.ts';
import type { IssueCheckInLinkRequest as _app_scheduler_v1_IssueCheckInLinkRequest, IssueCheckInLinkRequest__Output as _app_scheduler_v1_IssueCheckInLinkRequest__Output } from './app/scheduler/v1/IssueCheckInLinkRequest.ts';
import type { IssueCheckInLinkResponse as _app_scheduler_v1_IssueCheckInLinkResponse, IssueCheckInLinkResponse__Output as _app_scheduler_v1_IssueCheckInLinkResponse__Output } from './app/scheduler/v1/IssueCheckInLinkResponse.ts';
import type { IssueContactInvitationLinkRequest as _app_scheduler_v1_IssueContactInvitationLinkRequest, IssueContactInvitationLinkRequest__Output as _app_scheduler_v1_IssueContactInvitationLinkRequest__Output } from './app/scheduler/v1/IssueContactInvitationLinkRequest.ts';
import type { IssueContactInvitationLinkResponse as _app_scheduler_v1_IssueContactInvitationLinkResponse, IssueContactInvitationLinkResponse__Output as _app_scheduler_v1_IssueContactInvitationLinkResponse__Output } from './app/scheduler/v1/IssueContactInvitationLinkResponse.ts';
import type { IssueContactLinkRequest as _app_scheduler_v1_IssueContactLinkRequest, IssueContactLinkRequest__Output as _app_scheduler_v1_IssueContactLinkRequest__Output } from './app/scheduler/v1/IssueContactLinkRequest.ts';
import type { IssueContactLinkResponse as _app_scheduler_v1_IssueContactLinkResponse, IssueContactLinkResponse__Output as _app_scheduler_v1_IssueContactLinkResponse__Output } from './app/scheduler/v1/IssueContactLinkResponse.ts';
import type { IssueReviewLinkRequest as _app_scheduler_v1_IssueReviewLinkRequest, IssueReviewLinkRequest__Output as _app_scheduler_v1_IssueReviewLinkRequest__Output } from './app/scheduler/v1/IssueReviewLinkRequest.ts';
import type { IssueReviewLinkResponse as _app_scheduler_v1_IssueReviewLinkResponse, IssueReviewLinkResponse__Output as _app_scheduler_v1_IssueReviewLinkResponse__Output } from './app/scheduler/v1/IssueReviewLinkResponse.ts';
import type { LifeProofSwitch as _app_scheduler_v1_LifeProofSwitch, LifeProofSwitch__Output as _app_scheduler_v1_LifeProofSwitch__Output } from './app/scheduler/v1/LifeProofSwitch.ts';
import type { LifeSignPreference as _app_scheduler_v1_LifeSignPreference, LifeSignPreference__Output as _app_scheduler_v1_LifeSignPreference__Output } from './app/scheduler/v1/LifeSignPreference.ts';
import type { LifeSignPreferenceRequest as _app_scheduler_v1_LifeSignPreferenceRequest, LifeSignPreferenceRequest__Output as _app_scheduler_v1_LifeSignPreferenceRequest__Output } from './app/scheduler/v1/LifeSignPreferenceRequest.ts';
import type { ListBouncingSwitchesRequest as _app_scheduler_v1_ListBouncingSwitchesRequest, ListBouncingSwitchesRequest__Output as _app_scheduler_v1_ListBouncingSwitchesRequest__Output } from './app/scheduler/v1/ListBouncingSwitchesRequest.ts';
import type { ListBouncingSwitchesResponse as _app_scheduler_v1_ListBouncingSwitchesResponse, ListBouncingSwitchesResponse__Output as _app_scheduler_v1_ListBouncingSwitchesResponse__Output } from './app/scheduler/v1/ListBouncingSwitchesResponse.ts';
import type { ListSwitchesRequest as _app_scheduler_v1_ListSwitchesRequest, ListSwitchesRequest__Output as _app_scheduler_v1_ListSwitchesRequest__Output } from './app/scheduler/v1/ListSwitchesRequest.ts';
import type { ListSwitchesResponse as _app_scheduler_v1_ListSwitchesResponse, ListSwitchesResponse__Output as _app_scheduler_v1_ListSwitchesResponse__Output } from './app/scheduler/v1/ListSwitchesResponse.ts';
import type { PauseSwitchRequest as _app_scheduler_v1_PauseSwitchRequest, PauseSwitchRequest__Output as _app_scheduler_v1_PauseSwitchRequest__Output } from './app/scheduler/v1/PauseSwitchRequest.ts';
import type { ResumeSwitchRequest as _app_scheduler_v1_ResumeSwitchRequest, ResumeSwitchRequest__Output as _app_scheduler_v1_ResumeSwitchRequest__Output } from './app/scheduler/v1/ResumeSwitchRequest.ts';
import type { SchedulerServiceClient as _app_scheduler_v1_SchedulerServiceClient, SchedulerServiceDefinition as _app_scheduler_v1_SchedulerServiceDefinition } from './app/scheduler/v1/SchedulerService.ts';
import type { SendNowRequest as _app_scheduler_v1_SendNowRequest, SendNowRequest__Output as _app_scheduler_v1_SendNowRequest__Output } from './app/scheduler/v1/SendNowRequest.ts';
import type { SendTestCheckInRequest as _app_scheduler_v1_SendTestCheckInRequest, SendTestCheckInRequest__Output as _app_scheduler_v1_SendTestCheckInRequest__Output } from './app/scheduler/v1/SendTestCheckInRequest.ts';
import type { SetLifeSignPreferenceRequest as _app_scheduler_v1_SetLifeSignPreferenceRequest, SetLifeSignPreferenceRequest__Output as _app_scheduler_v1_SetLifeSignPreferenceRequest__Output } from './app/scheduler/v1/SetLifeSignPreferenceRequest.ts';
import type { TimelineStep as _app_scheduler_v1_TimelineStep, TimelineStep__Output as _app_scheduler_v1_TimelineStep__Output } from './app/scheduler/v1/TimelineStep.ts';
import type { UndoReleaseRequest as _app_scheduler_v1_UndoReleaseRequest, UndoReleaseRequest__Output as _app_scheduler_v1_UndoReleaseRequest__Output } from './app/scheduler/v1/UndoReleaseRequest.ts';
import type { WasCheckInAnsweredSinceRequest as _app_scheduler_v1_WasCheckInAnsweredSinceRequest, WasCheckInAnsweredSinceRequest__Output as _app_scheduler_v1_WasCheckInAnsweredSinceRequest__Output } from './app/scheduler/v1/WasCheckInAnsweredSinceRequest.ts';
import type { WasCheckInAnsweredSinceResponse as _app_scheduler_v1_WasCheckInAnsweredSinceResponse, WasCheckInAnsweredSinceResponse__Output as _app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output } from './app/scheduler/v1/WasCheckInAnsweredSinceResponse.ts';

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
        RedriveOutboxRequest: MessageTypeDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxRequest__Output>
        RedriveOutboxResponse: MessageTypeDefinition<_app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxResponse__Output>
        RetryDeadLetterRequest: MessageTypeDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterRequest__Output>
        RetryDeadLetterResponse: MessageTypeDefinition<_app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterResponse__Output>
      }
    }
    scheduler: {
      v1: {
        AnswerContactCheckRequest: MessageTypeDefinition<_app_scheduler_v1_AnswerContactCheckRequest, _app_scheduler_v1_AnswerContactCheckRequest__Output>
        AnswerContactInvitationRequest: MessageTypeDefinition<_app_scheduler_v1_AnswerContactInvitationRequest, _app_scheduler_v1_AnswerContactInvitationRequest__Output>
        BouncingSwitch: MessageTypeDefinition<_app_scheduler_v1_BouncingSwitch, _app_scheduler_v1_BouncingSwitch__Output>
        CheckDeliveryDueRequest: MessageTypeDefinition<_app_scheduler_v1_CheckDeliveryDueRequest, _app_scheduler_v1_CheckDeliveryDueRequest__Output>
        CheckDeliveryDueResponse: MessageTypeDefinition<_app_scheduler_v1_CheckDeliveryDueResponse, _app_scheduler_v1_CheckDeliveryDueResponse__Output>
        CheckInChannel: EnumTypeDefinition
        CheckInTokenRequest: MessageTypeDefinition<_app_scheduler_v1_CheckInTokenRequest, _app_scheduler_v1_CheckInTokenRequest__Output>
        ConfirmReviewResponse: MessageTypeDefinition<_app_scheduler_v1_ConfirmReviewResponse, _app_scheduler_v1_ConfirmReviewResponse__Output>
        ContactCheck: MessageTypeDefinition<_app_scheduler_v1_ContactCheck, _app_scheduler_v1_ContactCheck__Output>
        ContactInvitation: MessageTypeDefinition<_app_scheduler_v1_ContactInvitation, _app_scheduler_v1_ContactInvitation__Output>
        ContactInvitationState: EnumTypeDefinition
        ContactState: EnumTypeDefinition
        DeliveryBacklog: MessageTypeDefinition<_app_scheduler_v1_DeliveryBacklog, _app_scheduler_v1_DeliveryBacklog__Output>
        GetDeliveryBacklogRequest: MessageTypeDefinition<_app_scheduler_v1_GetDeliveryBacklogRequest, _app_scheduler_v1_GetDeliveryBacklogRequest__Output>
        GetTimelineRequest: MessageTypeDefinition<_app_scheduler_v1_GetTimelineRequest, _app_scheduler_v1_GetTimelineRequest__Output>
        GetTimelineResponse: MessageTypeDefinition<_app_scheduler_v1_GetTimelineResponse, _app_scheduler_v1_GetTimelineResponse__Output>
        IssueCheckInLinkRequest: MessageTypeDefinition<_app_scheduler_v1_IssueCheckInLinkRequest, _app_scheduler_v1_IssueCheckInLinkRequest__Output>
        IssueCheckInLinkResponse: MessageTypeDefinition<_app_scheduler_v1_IssueCheckInLinkResponse, _app_scheduler_v1_IssueCheckInLinkResponse__Output>
        IssueContactInvitationLinkRequest: MessageTypeDefinition<_app_scheduler_v1_IssueContactInvitationLinkRequest, _app_scheduler_v1_IssueContactInvitationLinkRequest__Output>
        IssueContactInvitationLinkResponse: MessageTypeDefinition<_app_scheduler_v1_IssueContactInvitationLinkResponse, _app_scheduler_v1_IssueContactInvitationLinkResponse__Output>
        IssueContactLinkRequest: MessageTypeDefinition<_app_scheduler_v1_IssueContactLinkRequest, _app_scheduler_v1_IssueContactLinkRequest__Output>
        IssueContactLinkResponse: MessageTypeDefinition<_app_scheduler_v1_IssueContactLinkResponse, _app_scheduler_v1_IssueContactLinkResponse__Output>
        IssueReviewLinkRequest: MessageTypeDefinition<_app_scheduler_v1_IssueReviewLinkRequest, _app_scheduler_v1_IssueReviewLinkRequest__Output>
        IssueReviewLinkResponse: MessageTypeDefinition<_app_scheduler_v1_IssueReviewLinkResponse, _app_scheduler_v1_IssueReviewLinkResponse__Output>
        LifeProofState: EnumTypeDefinition
        LifeProofSwitch: MessageTypeDefinition<_app_scheduler_v1_LifeProofSwitch, _app_scheduler_v1_LifeProofSwitch__Output>
        LifeSignPreference: MessageTypeDefinition<_app_scheduler_v1_LifeSignPreference, _app_scheduler_v1_LifeSignPreference__Output>
        LifeSignPreferenceRequest: MessageTypeDefinition<_app_scheduler_v1_LifeSignPreferenceRequest, _app_scheduler_v1_LifeSignPreferenceRequest__Output>
        ListBouncingSwitchesRequest: MessageTypeDefinition<_app_scheduler_v1_ListBouncingSwitchesRequest, _app_scheduler_v1_ListBouncingSwitchesRequest__Output>
        ListBouncingSwitchesResponse: MessageTypeDefinition<_app_scheduler_v1_ListBouncingSwitchesResponse, _app_scheduler_v1_ListBouncingSwitchesResponse__Output>
        ListSwitchesRequest: MessageTypeDefinition<_app_scheduler_v1_ListSwitchesRequest, _app_scheduler_v1_ListSwitchesRequest__Output>
        ListSwitchesResponse: MessageTypeDefinition<_app_scheduler_v1_ListSwitchesResponse, _app_scheduler_v1_ListSwitchesResponse__Output>
        PauseSwitchRequest: MessageTypeDefinition<_app_scheduler_v1_PauseSwitchRequest, _app_scheduler_v1_PauseSwitchRequest__Output>
        ResumeSwitchRequest: MessageTypeDefinition<_app_scheduler_v1_ResumeSwitchRequest, _app_scheduler_v1_ResumeSwitchRequest__Output>
        SchedulerService: SubtypeConstructor<typeof grpc.Client, _app_scheduler_v1_SchedulerServiceClient> & { service: _app_scheduler_v1_SchedulerServiceDefinition }
        SendNowRequest: MessageTypeDefinition<_app_scheduler_v1_SendNowRequest, _app_scheduler_v1_SendNowRequest__Output>
        SendTestCheckInRequest: MessageTypeDefinition<_app_scheduler_v1_SendTestCheckInRequest, _app_scheduler_v1_SendTestCheckInRequest__Output>
        SetLifeSignPreferenceRequest: MessageTypeDefinition<_app_scheduler_v1_SetLifeSignPreferenceRequest, _app_scheduler_v1_SetLifeSignPreferenceRequest__Output>
        TimelineStep: MessageTypeDefinition<_app_scheduler_v1_TimelineStep, _app_scheduler_v1_TimelineStep__Output>
        UndoReleaseRequest: MessageTypeDefinition<_app_scheduler_v1_UndoReleaseRequest, _app_scheduler_v1_UndoReleaseRequest__Output>
        WasCheckInAnsweredSinceRequest: MessageTypeDefinition<_app_scheduler_v1_WasCheckInAnsweredSinceRequest, _app_scheduler_v1_WasCheckInAnsweredSinceRequest__Output>
        WasCheckInAnsweredSinceResponse: MessageTypeDefinition<_app_scheduler_v1_WasCheckInAnsweredSinceResponse, _app_scheduler_v1_WasCheckInAnsweredSinceResponse__Output>
      }
    }
  }
}

