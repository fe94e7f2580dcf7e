import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { DeadLetter as _app_common_v1_DeadLetter, DeadLetter__Output as _app_common_v1_DeadLetter__Output } from './app/common/v1/DeadLetter.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from './app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from './app/common/v1/ListDeadLettersResponse.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from './app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from './app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from './app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from './app/common/v1/RetryDeadLetterResponse.ts';
import type { AcceptAttachmentRequest as _app_message_v1_AcceptAttachmentRequest, AcceptAttachmentRequest__Output as _app_message_v1_AcceptAttachmentRequest__Output } from './app/message/v1/AcceptAttachmentRequest.ts';
import type { AcceptAttachmentResponse as _app_message_v1_AcceptAttachmentResponse, AcceptAttachmentResponse__Output as _app_message_v1_AcceptAttachmentResponse__Output } from './app/message/v1/AcceptAttachmentResponse.ts';
import type { AddQuestionRequest as _app_message_v1_AddQuestionRequest, AddQuestionRequest__Output as _app_message_v1_AddQuestionRequest__Output } from './app/message/v1/AddQuestionRequest.ts';
import type { AddQuestionResponse as _app_message_v1_AddQuestionResponse, AddQuestionResponse__Output as _app_message_v1_AddQuestionResponse__Output } from './app/message/v1/AddQuestionResponse.ts';
import type { AdmitRecipientRequest as _app_message_v1_AdmitRecipientRequest, AdmitRecipientRequest__Output as _app_message_v1_AdmitRecipientRequest__Output } from './app/message/v1/AdmitRecipientRequest.ts';
import type { AdmitRecipientResponse as _app_message_v1_AdmitRecipientResponse, AdmitRecipientResponse__Output as _app_message_v1_AdmitRecipientResponse__Output } from './app/message/v1/AdmitRecipientResponse.ts';
import type { ChangeTrustedContactRequest as _app_message_v1_ChangeTrustedContactRequest, ChangeTrustedContactRequest__Output as _app_message_v1_ChangeTrustedContactRequest__Output } from './app/message/v1/ChangeTrustedContactRequest.ts';
import type { ChangeTrustedContactResponse as _app_message_v1_ChangeTrustedContactResponse, ChangeTrustedContactResponse__Output as _app_message_v1_ChangeTrustedContactResponse__Output } from './app/message/v1/ChangeTrustedContactResponse.ts';
import type { CorrectRecipientEmailRequest as _app_message_v1_CorrectRecipientEmailRequest, CorrectRecipientEmailRequest__Output as _app_message_v1_CorrectRecipientEmailRequest__Output } from './app/message/v1/CorrectRecipientEmailRequest.ts';
import type { CorrectRecipientEmailResponse as _app_message_v1_CorrectRecipientEmailResponse, CorrectRecipientEmailResponse__Output as _app_message_v1_CorrectRecipientEmailResponse__Output } from './app/message/v1/CorrectRecipientEmailResponse.ts';
import type { CreateMessageRequest as _app_message_v1_CreateMessageRequest, CreateMessageRequest__Output as _app_message_v1_CreateMessageRequest__Output } from './app/message/v1/CreateMessageRequest.ts';
import type { CreateMessageResponse as _app_message_v1_CreateMessageResponse, CreateMessageResponse__Output as _app_message_v1_CreateMessageResponse__Output } from './app/message/v1/CreateMessageResponse.ts';
import type { DeleteMessageRequest as _app_message_v1_DeleteMessageRequest, DeleteMessageRequest__Output as _app_message_v1_DeleteMessageRequest__Output } from './app/message/v1/DeleteMessageRequest.ts';
import type { DeleteMessageResponse as _app_message_v1_DeleteMessageResponse, DeleteMessageResponse__Output as _app_message_v1_DeleteMessageResponse__Output } from './app/message/v1/DeleteMessageResponse.ts';
import type { Deletion as _app_message_v1_Deletion, Deletion__Output as _app_message_v1_Deletion__Output } from './app/message/v1/Deletion.ts';
import type { GetAssistantStatusRequest as _app_message_v1_GetAssistantStatusRequest, GetAssistantStatusRequest__Output as _app_message_v1_GetAssistantStatusRequest__Output } from './app/message/v1/GetAssistantStatusRequest.ts';
import type { GetAssistantStatusResponse as _app_message_v1_GetAssistantStatusResponse, GetAssistantStatusResponse__Output as _app_message_v1_GetAssistantStatusResponse__Output } from './app/message/v1/GetAssistantStatusResponse.ts';
import type { GetDeletionRequest as _app_message_v1_GetDeletionRequest, GetDeletionRequest__Output as _app_message_v1_GetDeletionRequest__Output } from './app/message/v1/GetDeletionRequest.ts';
import type { GetDeletionResponse as _app_message_v1_GetDeletionResponse, GetDeletionResponse__Output as _app_message_v1_GetDeletionResponse__Output } from './app/message/v1/GetDeletionResponse.ts';
import type { GetDeliveryEnvelopeRequest as _app_message_v1_GetDeliveryEnvelopeRequest, GetDeliveryEnvelopeRequest__Output as _app_message_v1_GetDeliveryEnvelopeRequest__Output } from './app/message/v1/GetDeliveryEnvelopeRequest.ts';
import type { GetDeliveryEnvelopeResponse as _app_message_v1_GetDeliveryEnvelopeResponse, GetDeliveryEnvelopeResponse__Output as _app_message_v1_GetDeliveryEnvelopeResponse__Output } from './app/message/v1/GetDeliveryEnvelopeResponse.ts';
import type { GetMessageFactsRequest as _app_message_v1_GetMessageFactsRequest, GetMessageFactsRequest__Output as _app_message_v1_GetMessageFactsRequest__Output } from './app/message/v1/GetMessageFactsRequest.ts';
import type { GetMessageRequest as _app_message_v1_GetMessageRequest, GetMessageRequest__Output as _app_message_v1_GetMessageRequest__Output } from './app/message/v1/GetMessageRequest.ts';
import type { GetMessageResponse as _app_message_v1_GetMessageResponse, GetMessageResponse__Output as _app_message_v1_GetMessageResponse__Output } from './app/message/v1/GetMessageResponse.ts';
import type { GetPayableMessageRequest as _app_message_v1_GetPayableMessageRequest, GetPayableMessageRequest__Output as _app_message_v1_GetPayableMessageRequest__Output } from './app/message/v1/GetPayableMessageRequest.ts';
import type { GetPayableMessageResponse as _app_message_v1_GetPayableMessageResponse, GetPayableMessageResponse__Output as _app_message_v1_GetPayableMessageResponse__Output } from './app/message/v1/GetPayableMessageResponse.ts';
import type { GetPostalLetterRequest as _app_message_v1_GetPostalLetterRequest, GetPostalLetterRequest__Output as _app_message_v1_GetPostalLetterRequest__Output } from './app/message/v1/GetPostalLetterRequest.ts';
import type { GetReadyMessageRequest as _app_message_v1_GetReadyMessageRequest, GetReadyMessageRequest__Output as _app_message_v1_GetReadyMessageRequest__Output } from './app/message/v1/GetReadyMessageRequest.ts';
import type { GetRecipientChoicesRequest as _app_message_v1_GetRecipientChoicesRequest, GetRecipientChoicesRequest__Output as _app_message_v1_GetRecipientChoicesRequest__Output } from './app/message/v1/GetRecipientChoicesRequest.ts';
import type { GetTombstoneRequest as _app_message_v1_GetTombstoneRequest, GetTombstoneRequest__Output as _app_message_v1_GetTombstoneRequest__Output } from './app/message/v1/GetTombstoneRequest.ts';
import type { GetTombstoneResponse as _app_message_v1_GetTombstoneResponse, GetTombstoneResponse__Output as _app_message_v1_GetTombstoneResponse__Output } from './app/message/v1/GetTombstoneResponse.ts';
import type { GetTrustedContactRequest as _app_message_v1_GetTrustedContactRequest, GetTrustedContactRequest__Output as _app_message_v1_GetTrustedContactRequest__Output } from './app/message/v1/GetTrustedContactRequest.ts';
import type { LiftAddressSuppressionRequest as _app_message_v1_LiftAddressSuppressionRequest, LiftAddressSuppressionRequest__Output as _app_message_v1_LiftAddressSuppressionRequest__Output } from './app/message/v1/LiftAddressSuppressionRequest.ts';
import type { LiftAddressSuppressionResponse as _app_message_v1_LiftAddressSuppressionResponse, LiftAddressSuppressionResponse__Output as _app_message_v1_LiftAddressSuppressionResponse__Output } from './app/message/v1/LiftAddressSuppressionResponse.ts';
import type { ListMessagesRequest as _app_message_v1_ListMessagesRequest, ListMessagesRequest__Output as _app_message_v1_ListMessagesRequest__Output } from './app/message/v1/ListMessagesRequest.ts';
import type { ListMessagesResponse as _app_message_v1_ListMessagesResponse, ListMessagesResponse__Output as _app_message_v1_ListMessagesResponse__Output } from './app/message/v1/ListMessagesResponse.ts';
import type { ListRemovedMessagesRequest as _app_message_v1_ListRemovedMessagesRequest, ListRemovedMessagesRequest__Output as _app_message_v1_ListRemovedMessagesRequest__Output } from './app/message/v1/ListRemovedMessagesRequest.ts';
import type { ListRemovedMessagesResponse as _app_message_v1_ListRemovedMessagesResponse, ListRemovedMessagesResponse__Output as _app_message_v1_ListRemovedMessagesResponse__Output } from './app/message/v1/ListRemovedMessagesResponse.ts';
import type { LookupAccessCodeRequest as _app_message_v1_LookupAccessCodeRequest, LookupAccessCodeRequest__Output as _app_message_v1_LookupAccessCodeRequest__Output } from './app/message/v1/LookupAccessCodeRequest.ts';
import type { LookupAccessCodeResponse as _app_message_v1_LookupAccessCodeResponse, LookupAccessCodeResponse__Output as _app_message_v1_LookupAccessCodeResponse__Output } from './app/message/v1/LookupAccessCodeResponse.ts';
import type { MarkHasMediaRequest as _app_message_v1_MarkHasMediaRequest, MarkHasMediaRequest__Output as _app_message_v1_MarkHasMediaRequest__Output } from './app/message/v1/MarkHasMediaRequest.ts';
import type { MarkHasMediaResponse as _app_message_v1_MarkHasMediaResponse, MarkHasMediaResponse__Output as _app_message_v1_MarkHasMediaResponse__Output } from './app/message/v1/MarkHasMediaResponse.ts';
import type { MessageFacts as _app_message_v1_MessageFacts, MessageFacts__Output as _app_message_v1_MessageFacts__Output } from './app/message/v1/MessageFacts.ts';
import type { MessageServiceClient as _app_message_v1_MessageServiceClient, MessageServiceDefinition as _app_message_v1_MessageServiceDefinition } from './app/message/v1/MessageService.ts';
import type { MessageSummary as _app_message_v1_MessageSummary, MessageSummary__Output as _app_message_v1_MessageSummary__Output } from './app/message/v1/MessageSummary.ts';
import type { OpenForRecipientRequest as _app_message_v1_OpenForRecipientRequest, OpenForRecipientRequest__Output as _app_message_v1_OpenForRecipientRequest__Output } from './app/message/v1/OpenForRecipientRequest.ts';
import type { Owner as _app_message_v1_Owner, Owner__Output as _app_message_v1_Owner__Output } from './app/message/v1/Owner.ts';
import type { PostalAddress as _app_message_v1_PostalAddress, PostalAddress__Output as _app_message_v1_PostalAddress__Output } from './app/message/v1/PostalAddress.ts';
import type { PostalLetterContent as _app_message_v1_PostalLetterContent, PostalLetterContent__Output as _app_message_v1_PostalLetterContent__Output } from './app/message/v1/PostalLetterContent.ts';
import type { QuestionInput as _app_message_v1_QuestionInput, QuestionInput__Output as _app_message_v1_QuestionInput__Output } from './app/message/v1/QuestionInput.ts';
import type { ReadyMessage as _app_message_v1_ReadyMessage, ReadyMessage__Output as _app_message_v1_ReadyMessage__Output } from './app/message/v1/ReadyMessage.ts';
import type { RecipientChoices as _app_message_v1_RecipientChoices, RecipientChoices__Output as _app_message_v1_RecipientChoices__Output } from './app/message/v1/RecipientChoices.ts';
import type { RecipientLetter as _app_message_v1_RecipientLetter, RecipientLetter__Output as _app_message_v1_RecipientLetter__Output } from './app/message/v1/RecipientLetter.ts';
import type { RemovedMessage as _app_message_v1_RemovedMessage, RemovedMessage__Output as _app_message_v1_RemovedMessage__Output } from './app/message/v1/RemovedMessage.ts';
import type { SealMessageRequest as _app_message_v1_SealMessageRequest, SealMessageRequest__Output as _app_message_v1_SealMessageRequest__Output } from './app/message/v1/SealMessageRequest.ts';
import type { SealMessageResponse as _app_message_v1_SealMessageResponse, SealMessageResponse__Output as _app_message_v1_SealMessageResponse__Output } from './app/message/v1/SealMessageResponse.ts';
import type { SetRecipientChoicesRequest as _app_message_v1_SetRecipientChoicesRequest, SetRecipientChoicesRequest__Output as _app_message_v1_SetRecipientChoicesRequest__Output } from './app/message/v1/SetRecipientChoicesRequest.ts';
import type { SuggestTextChunk as _app_message_v1_SuggestTextChunk, SuggestTextChunk__Output as _app_message_v1_SuggestTextChunk__Output } from './app/message/v1/SuggestTextChunk.ts';
import type { SuggestTextRequest as _app_message_v1_SuggestTextRequest, SuggestTextRequest__Output as _app_message_v1_SuggestTextRequest__Output } from './app/message/v1/SuggestTextRequest.ts';
import type { TrustedContact as _app_message_v1_TrustedContact, TrustedContact__Output as _app_message_v1_TrustedContact__Output } from './app/message/v1/TrustedContact.ts';
import type { TrustedContactDetails as _app_message_v1_TrustedContactDetails, TrustedContactDetails__Output as _app_message_v1_TrustedContactDetails__Output } from './app/message/v1/TrustedContactDetails.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  app: {
    common: {
      v1: {
        DeadLetter: MessageTypeDefinition<_app_common_v1_DeadLetter, _app_common_v1_DeadLetter__Output>
        DeliveryMethod: EnumTypeDefinition
        Language: EnumTypeDefinition
        ListDeadLettersRequest: MessageTypeDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersRequest__Output>
        ListDeadLettersResponse: MessageTypeDefinition<_app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersResponse__Output>
        RedriveOutboxRequest: MessageTypeDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxRequest__Output>
        RedriveOutboxResponse: MessageTypeDefinition<_app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxResponse__Output>
        RetryDeadLetterRequest: MessageTypeDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterRequest__Output>
        RetryDeadLetterResponse: MessageTypeDefinition<_app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterResponse__Output>
        SecurityLevel: EnumTypeDefinition
      }
    }
    message: {
      v1: {
        AcceptAttachmentRequest: MessageTypeDefinition<_app_message_v1_AcceptAttachmentRequest, _app_message_v1_AcceptAttachmentRequest__Output>
        AcceptAttachmentResponse: MessageTypeDefinition<_app_message_v1_AcceptAttachmentResponse, _app_message_v1_AcceptAttachmentResponse__Output>
        AddQuestionRequest: MessageTypeDefinition<_app_message_v1_AddQuestionRequest, _app_message_v1_AddQuestionRequest__Output>
        AddQuestionResponse: MessageTypeDefinition<_app_message_v1_AddQuestionResponse, _app_message_v1_AddQuestionResponse__Output>
        AdmitRecipientRequest: MessageTypeDefinition<_app_message_v1_AdmitRecipientRequest, _app_message_v1_AdmitRecipientRequest__Output>
        AdmitRecipientResponse: MessageTypeDefinition<_app_message_v1_AdmitRecipientResponse, _app_message_v1_AdmitRecipientResponse__Output>
        AssistantTask: EnumTypeDefinition
        ChangeTrustedContactRequest: MessageTypeDefinition<_app_message_v1_ChangeTrustedContactRequest, _app_message_v1_ChangeTrustedContactRequest__Output>
        ChangeTrustedContactResponse: MessageTypeDefinition<_app_message_v1_ChangeTrustedContactResponse, _app_message_v1_ChangeTrustedContactResponse__Output>
        CorrectRecipientEmailRequest: MessageTypeDefinition<_app_message_v1_CorrectRecipientEmailRequest, _app_message_v1_CorrectRecipientEmailRequest__Output>
        CorrectRecipientEmailResponse: MessageTypeDefinition<_app_message_v1_CorrectRecipientEmailResponse, _app_message_v1_CorrectRecipientEmailResponse__Output>
        CreateMessageRequest: MessageTypeDefinition<_app_message_v1_CreateMessageRequest, _app_message_v1_CreateMessageRequest__Output>
        CreateMessageResponse: MessageTypeDefinition<_app_message_v1_CreateMessageResponse, _app_message_v1_CreateMessageResponse__Output>
        DeleteMessageRequest: MessageTypeDefinition<_app_message_v1_DeleteMessageRequest, _app_message_v1_DeleteMessageRequest__Output>
        DeleteMessageResponse: MessageTypeDefinition<_app_message_v1_DeleteMessageResponse, _app_message_v1_DeleteMessageResponse__Output>
        Deletion: MessageTypeDefinition<_app_message_v1_Deletion, _app_message_v1_Deletion__Output>
        GetAssistantStatusRequest: MessageTypeDefinition<_app_message_v1_GetAssistantStatusRequest, _app_message_v1_GetAssistantStatusRequest__Output>
        GetAssistantStatusResponse: MessageTypeDefinition<_app_message_v1_GetAssistantStatusResponse, _app_message_v1_GetAssistantStatusResponse__Output>
        GetDeletionRequest: MessageTypeDefinition<_app_message_v1_GetDeletionRequest, _app_message_v1_GetDeletionRequest__Output>
        GetDeletionResponse: MessageTypeDefinition<_app_message_v1_GetDeletionResponse, _app_message_v1_GetDeletionResponse__Output>
        GetDeliveryEnvelopeRequest: MessageTypeDefinition<_app_message_v1_GetDeliveryEnvelopeRequest, _app_message_v1_GetDeliveryEnvelopeRequest__Output>
        GetDeliveryEnvelopeResponse: MessageTypeDefinition<_app_message_v1_GetDeliveryEnvelopeResponse, _app_message_v1_GetDeliveryEnvelopeResponse__Output>
        GetMessageFactsRequest: MessageTypeDefinition<_app_message_v1_GetMessageFactsRequest, _app_message_v1_GetMessageFactsRequest__Output>
        GetMessageRequest: MessageTypeDefinition<_app_message_v1_GetMessageRequest, _app_message_v1_GetMessageRequest__Output>
        GetMessageResponse: MessageTypeDefinition<_app_message_v1_GetMessageResponse, _app_message_v1_GetMessageResponse__Output>
        GetPayableMessageRequest: MessageTypeDefinition<_app_message_v1_GetPayableMessageRequest, _app_message_v1_GetPayableMessageRequest__Output>
        GetPayableMessageResponse: MessageTypeDefinition<_app_message_v1_GetPayableMessageResponse, _app_message_v1_GetPayableMessageResponse__Output>
        GetPostalLetterRequest: MessageTypeDefinition<_app_message_v1_GetPostalLetterRequest, _app_message_v1_GetPostalLetterRequest__Output>
        GetReadyMessageRequest: MessageTypeDefinition<_app_message_v1_GetReadyMessageRequest, _app_message_v1_GetReadyMessageRequest__Output>
        GetRecipientChoicesRequest: MessageTypeDefinition<_app_message_v1_GetRecipientChoicesRequest, _app_message_v1_GetRecipientChoicesRequest__Output>
        GetTombstoneRequest: MessageTypeDefinition<_app_message_v1_GetTombstoneRequest, _app_message_v1_GetTombstoneRequest__Output>
        GetTombstoneResponse: MessageTypeDefinition<_app_message_v1_GetTombstoneResponse, _app_message_v1_GetTombstoneResponse__Output>
        GetTrustedContactRequest: MessageTypeDefinition<_app_message_v1_GetTrustedContactRequest, _app_message_v1_GetTrustedContactRequest__Output>
        LifeProofCadence: EnumTypeDefinition
        LiftAddressSuppressionRequest: MessageTypeDefinition<_app_message_v1_LiftAddressSuppressionRequest, _app_message_v1_LiftAddressSuppressionRequest__Output>
        LiftAddressSuppressionResponse: MessageTypeDefinition<_app_message_v1_LiftAddressSuppressionResponse, _app_message_v1_LiftAddressSuppressionResponse__Output>
        ListMessagesRequest: MessageTypeDefinition<_app_message_v1_ListMessagesRequest, _app_message_v1_ListMessagesRequest__Output>
        ListMessagesResponse: MessageTypeDefinition<_app_message_v1_ListMessagesResponse, _app_message_v1_ListMessagesResponse__Output>
        ListRemovedMessagesRequest: MessageTypeDefinition<_app_message_v1_ListRemovedMessagesRequest, _app_message_v1_ListRemovedMessagesRequest__Output>
        ListRemovedMessagesResponse: MessageTypeDefinition<_app_message_v1_ListRemovedMessagesResponse, _app_message_v1_ListRemovedMessagesResponse__Output>
        LookupAccessCodeRequest: MessageTypeDefinition<_app_message_v1_LookupAccessCodeRequest, _app_message_v1_LookupAccessCodeRequest__Output>
        LookupAccessCodeResponse: MessageTypeDefinition<_app_message_v1_LookupAccessCodeResponse, _app_message_v1_LookupAccessCodeResponse__Output>
        MarkHasMediaRequest: MessageTypeDefinition<_app_message_v1_MarkHasMediaRequest, _app_message_v1_MarkHasMediaRequest__Output>
        MarkHasMediaResponse: MessageTypeDefinition<_app_message_v1_MarkHasMediaResponse, _app_message_v1_MarkHasMediaResponse__Output>
        MessageFacts: MessageTypeDefinition<_app_message_v1_MessageFacts, _app_message_v1_MessageFacts__Output>
        MessageService: SubtypeConstructor<typeof grpc.Client, _app_message_v1_MessageServiceClient> & { service: _app_message_v1_MessageServiceDefinition }
        MessageStatus: EnumTypeDefinition
        MessageSummary: MessageTypeDefinition<_app_message_v1_MessageSummary, _app_message_v1_MessageSummary__Output>
        MessageType: EnumTypeDefinition
        OpenForRecipientRequest: MessageTypeDefinition<_app_message_v1_OpenForRecipientRequest, _app_message_v1_OpenForRecipientRequest__Output>
        Owner: MessageTypeDefinition<_app_message_v1_Owner, _app_message_v1_Owner__Output>
        PostalAddress: MessageTypeDefinition<_app_message_v1_PostalAddress, _app_message_v1_PostalAddress__Output>
        PostalLetterContent: MessageTypeDefinition<_app_message_v1_PostalLetterContent, _app_message_v1_PostalLetterContent__Output>
        QuestionInput: MessageTypeDefinition<_app_message_v1_QuestionInput, _app_message_v1_QuestionInput__Output>
        ReadyMessage: MessageTypeDefinition<_app_message_v1_ReadyMessage, _app_message_v1_ReadyMessage__Output>
        RecipientChoices: MessageTypeDefinition<_app_message_v1_RecipientChoices, _app_message_v1_RecipientChoices__Output>
        RecipientLetter: MessageTypeDefinition<_app_message_v1_RecipientLetter, _app_message_v1_RecipientLetter__Output>
        RemovedMessage: MessageTypeDefinition<_app_message_v1_RemovedMessage, _app_message_v1_RemovedMessage__Output>
        SchedulingType: EnumTypeDefinition
        SealMessageRequest: MessageTypeDefinition<_app_message_v1_SealMessageRequest, _app_message_v1_SealMessageRequest__Output>
        SealMessageResponse: MessageTypeDefinition<_app_message_v1_SealMessageResponse, _app_message_v1_SealMessageResponse__Output>
        SetRecipientChoicesRequest: MessageTypeDefinition<_app_message_v1_SetRecipientChoicesRequest, _app_message_v1_SetRecipientChoicesRequest__Output>
        SuggestTextChunk: MessageTypeDefinition<_app_message_v1_SuggestTextChunk, _app_message_v1_SuggestTextChunk__Output>
        SuggestTextRequest: MessageTypeDefinition<_app_message_v1_SuggestTextRequest, _app_message_v1_SuggestTextRequest__Output>
        TrustedContact: MessageTypeDefinition<_app_message_v1_TrustedContact, _app_message_v1_TrustedContact__Output>
        TrustedContactDetails: MessageTypeDefinition<_app_message_v1_TrustedContactDetails, _app_message_v1_TrustedContactDetails__Output>
      }
    }
  }
}

