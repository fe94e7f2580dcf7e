// Original file: app/message/v1/message.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AcceptAttachmentRequest as _app_message_v1_AcceptAttachmentRequest, AcceptAttachmentRequest__Output as _app_message_v1_AcceptAttachmentRequest__Output } from '../../../app/message/v1/AcceptAttachmentRequest.ts';
import type { AcceptAttachmentResponse as _app_message_v1_AcceptAttachmentResponse, AcceptAttachmentResponse__Output as _app_message_v1_AcceptAttachmentResponse__Output } from '../../../app/message/v1/AcceptAttachmentResponse.ts';
import type { AddQuestionRequest as _app_message_v1_AddQuestionRequest, AddQuestionRequest__Output as _app_message_v1_AddQuestionRequest__Output } from '../../../app/message/v1/AddQuestionRequest.ts';
import type { AddQuestionResponse as _app_message_v1_AddQuestionResponse, AddQuestionResponse__Output as _app_message_v1_AddQuestionResponse__Output } from '../../../app/message/v1/AddQuestionResponse.ts';
import type { AdmitRecipientRequest as _app_message_v1_AdmitRecipientRequest, AdmitRecipientRequest__Output as _app_message_v1_AdmitRecipientRequest__Output } from '../../../app/message/v1/AdmitRecipientRequest.ts';
import type { AdmitRecipientResponse as _app_message_v1_AdmitRecipientResponse, AdmitRecipientResponse__Output as _app_message_v1_AdmitRecipientResponse__Output } from '../../../app/message/v1/AdmitRecipientResponse.ts';
import type { ChangeTrustedContactRequest as _app_message_v1_ChangeTrustedContactRequest, ChangeTrustedContactRequest__Output as _app_message_v1_ChangeTrustedContactRequest__Output } from '../../../app/message/v1/ChangeTrustedContactRequest.ts';
import type { ChangeTrustedContactResponse as _app_message_v1_ChangeTrustedContactResponse, ChangeTrustedContactResponse__Output as _app_message_v1_ChangeTrustedContactResponse__Output } from '../../../app/message/v1/ChangeTrustedContactResponse.ts';
import type { CorrectRecipientEmailRequest as _app_message_v1_CorrectRecipientEmailRequest, CorrectRecipientEmailRequest__Output as _app_message_v1_CorrectRecipientEmailRequest__Output } from '../../../app/message/v1/CorrectRecipientEmailRequest.ts';
import type { CorrectRecipientEmailResponse as _app_message_v1_CorrectRecipientEmailResponse, CorrectRecipientEmailResponse__Output as _app_message_v1_CorrectRecipientEmailResponse__Output } from '../../../app/message/v1/CorrectRecipientEmailResponse.ts';
import type { CreateMessageRequest as _app_message_v1_CreateMessageRequest, CreateMessageRequest__Output as _app_message_v1_CreateMessageRequest__Output } from '../../../app/message/v1/CreateMessageRequest.ts';
import type { CreateMessageResponse as _app_message_v1_CreateMessageResponse, CreateMessageResponse__Output as _app_message_v1_CreateMessageResponse__Output } from '../../../app/message/v1/CreateMessageResponse.ts';
import type { DeleteMessageRequest as _app_message_v1_DeleteMessageRequest, DeleteMessageRequest__Output as _app_message_v1_DeleteMessageRequest__Output } from '../../../app/message/v1/DeleteMessageRequest.ts';
import type { DeleteMessageResponse as _app_message_v1_DeleteMessageResponse, DeleteMessageResponse__Output as _app_message_v1_DeleteMessageResponse__Output } from '../../../app/message/v1/DeleteMessageResponse.ts';
import type { GetAssistantStatusRequest as _app_message_v1_GetAssistantStatusRequest, GetAssistantStatusRequest__Output as _app_message_v1_GetAssistantStatusRequest__Output } from '../../../app/message/v1/GetAssistantStatusRequest.ts';
import type { GetAssistantStatusResponse as _app_message_v1_GetAssistantStatusResponse, GetAssistantStatusResponse__Output as _app_message_v1_GetAssistantStatusResponse__Output } from '../../../app/message/v1/GetAssistantStatusResponse.ts';
import type { GetDeletionRequest as _app_message_v1_GetDeletionRequest, GetDeletionRequest__Output as _app_message_v1_GetDeletionRequest__Output } from '../../../app/message/v1/GetDeletionRequest.ts';
import type { GetDeletionResponse as _app_message_v1_GetDeletionResponse, GetDeletionResponse__Output as _app_message_v1_GetDeletionResponse__Output } from '../../../app/message/v1/GetDeletionResponse.ts';
import type { GetDeliveryEnvelopeRequest as _app_message_v1_GetDeliveryEnvelopeRequest, GetDeliveryEnvelopeRequest__Output as _app_message_v1_GetDeliveryEnvelopeRequest__Output } from '../../../app/message/v1/GetDeliveryEnvelopeRequest.ts';
import type { GetDeliveryEnvelopeResponse as _app_message_v1_GetDeliveryEnvelopeResponse, GetDeliveryEnvelopeResponse__Output as _app_message_v1_GetDeliveryEnvelopeResponse__Output } from '../../../app/message/v1/GetDeliveryEnvelopeResponse.ts';
import type { GetMessageFactsRequest as _app_message_v1_GetMessageFactsRequest, GetMessageFactsRequest__Output as _app_message_v1_GetMessageFactsRequest__Output } from '../../../app/message/v1/GetMessageFactsRequest.ts';
import type { GetMessageRequest as _app_message_v1_GetMessageRequest, GetMessageRequest__Output as _app_message_v1_GetMessageRequest__Output } from '../../../app/message/v1/GetMessageRequest.ts';
import type { GetMessageResponse as _app_message_v1_GetMessageResponse, GetMessageResponse__Output as _app_message_v1_GetMessageResponse__Output } from '../../../app/message/v1/GetMessageResponse.ts';
import type { GetPayableMessageRequest as _app_message_v1_GetPayableMessageRequest, GetPayableMessageRequest__Output as _app_message_v1_GetPayableMessageRequest__Output } from '../../../app/message/v1/GetPayableMessageRequest.ts';
import type { GetPayableMessageResponse as _app_message_v1_GetPayableMessageResponse, GetPayableMessageResponse__Output as _app_message_v1_GetPayableMessageResponse__Output } from '../../../app/message/v1/GetPayableMessageResponse.ts';
import type { GetPostalLetterRequest as _app_message_v1_GetPostalLetterRequest, GetPostalLetterRequest__Output as _app_message_v1_GetPostalLetterRequest__Output } from '../../../app/message/v1/GetPostalLetterRequest.ts';
import type { GetReadyMessageRequest as _app_message_v1_GetReadyMessageRequest, GetReadyMessageRequest__Output as _app_message_v1_GetReadyMessageRequest__Output } from '../../../app/message/v1/GetReadyMessageRequest.ts';
import type { GetRecipientChoicesRequest as _app_message_v1_GetRecipientChoicesRequest, GetRecipientChoicesRequest__Output as _app_message_v1_GetRecipientChoicesRequest__Output } from '../../../app/message/v1/GetRecipientChoicesRequest.ts';
import type { GetTombstoneRequest as _app_message_v1_GetTombstoneRequest, GetTombstoneRequest__Output as _app_message_v1_GetTombstoneRequest__Output } from '../../../app/message/v1/GetTombstoneRequest.ts';
import type { GetTombstoneResponse as _app_message_v1_GetTombstoneResponse, GetTombstoneResponse__Output as _app_message_v1_GetTombstoneResponse__Output } from '../../../app/message/v1/GetTombstoneResponse.ts';
import type { GetTrustedContactRequest as _app_message_v1_GetTrustedContactRequest, GetTrustedContactRequest__Output as _app_message_v1_GetTrustedContactRequest__Output } from '../../../app/message/v1/GetTrustedContactRequest.ts';
import type { LiftAddressSuppressionRequest as _app_message_v1_LiftAddressSuppressionRequest, LiftAddressSuppressionRequest__Output as _app_message_v1_LiftAddressSuppressionRequest__Output } from '../../../app/message/v1/LiftAddressSuppressionRequest.ts';
import type { LiftAddressSuppressionResponse as _app_message_v1_LiftAddressSuppressionResponse, LiftAddressSuppressionResponse__Output as _app_message_v1_LiftAddressSuppressionResponse__Output } from '../../../app/message/v1/LiftAddressSuppressionResponse.ts';
import type { ListDeadLettersRequest as _app_common_v1_ListDeadLettersRequest, ListDeadLettersRequest__Output as _app_common_v1_ListDeadLettersRequest__Output } from '../../../app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse as _app_common_v1_ListDeadLettersResponse, ListDeadLettersResponse__Output as _app_common_v1_ListDeadLettersResponse__Output } from '../../../app/common/v1/ListDeadLettersResponse.ts';
import type { ListMessagesRequest as _app_message_v1_ListMessagesRequest, ListMessagesRequest__Output as _app_message_v1_ListMessagesRequest__Output } from '../../../app/message/v1/ListMessagesRequest.ts';
import type { ListMessagesResponse as _app_message_v1_ListMessagesResponse, ListMessagesResponse__Output as _app_message_v1_ListMessagesResponse__Output } from '../../../app/message/v1/ListMessagesResponse.ts';
import type { ListRemovedMessagesRequest as _app_message_v1_ListRemovedMessagesRequest, ListRemovedMessagesRequest__Output as _app_message_v1_ListRemovedMessagesRequest__Output } from '../../../app/message/v1/ListRemovedMessagesRequest.ts';
import type { ListRemovedMessagesResponse as _app_message_v1_ListRemovedMessagesResponse, ListRemovedMessagesResponse__Output as _app_message_v1_ListRemovedMessagesResponse__Output } from '../../../app/message/v1/ListRemovedMessagesResponse.ts';
import type { LookupAccessCodeRequest as _app_message_v1_LookupAccessCodeRequest, LookupAccessCodeRequest__Output as _app_message_v1_LookupAccessCodeRequest__Output } from '../../../app/message/v1/LookupAccessCodeRequest.ts';
import type { LookupAccessCodeResponse as _app_message_v1_LookupAccessCodeResponse, LookupAccessCodeResponse__Output as _app_message_v1_LookupAccessCodeResponse__Output } from '../../../app/message/v1/LookupAccessCodeResponse.ts';
import type { MarkHasMediaRequest as _app_message_v1_MarkHasMediaRequest, MarkHasMediaRequest__Output as _app_message_v1_MarkHasMediaRequest__Output } from '../../../app/message/v1/MarkHasMediaRequest.ts';
import type { MarkHasMediaResponse as _app_message_v1_MarkHasMediaResponse, MarkHasMediaResponse__Output as _app_message_v1_MarkHasMediaResponse__Output } from '../../../app/message/v1/MarkHasMediaResponse.ts';
import type { MessageFacts as _app_message_v1_MessageFacts, MessageFacts__Output as _app_message_v1_MessageFacts__Output } from '../../../app/message/v1/MessageFacts.ts';
import type { OpenForRecipientRequest as _app_message_v1_OpenForRecipientRequest, OpenForRecipientRequest__Output as _app_message_v1_OpenForRecipientRequest__Output } from '../../../app/message/v1/OpenForRecipientRequest.ts';
import type { PostalLetterContent as _app_message_v1_PostalLetterContent, PostalLetterContent__Output as _app_message_v1_PostalLetterContent__Output } from '../../../app/message/v1/PostalLetterContent.ts';
import type { ReadyMessage as _app_message_v1_ReadyMessage, ReadyMessage__Output as _app_message_v1_ReadyMessage__Output } from '../../../app/message/v1/ReadyMessage.ts';
import type { RecipientChoices as _app_message_v1_RecipientChoices, RecipientChoices__Output as _app_message_v1_RecipientChoices__Output } from '../../../app/message/v1/RecipientChoices.ts';
import type { RecipientLetter as _app_message_v1_RecipientLetter, RecipientLetter__Output as _app_message_v1_RecipientLetter__Output } from '../../../app/message/v1/RecipientLetter.ts';
import type { RedriveOutboxRequest as _app_common_v1_RedriveOutboxRequest, RedriveOutboxRequest__Output as _app_common_v1_RedriveOutboxRequest__Output } from '../../../app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse as _app_common_v1_RedriveOutboxResponse, RedriveOutboxResponse__Output as _app_common_v1_RedriveOutboxResponse__Output } from '../../../app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest as _app_common_v1_RetryDeadLetterRequest, RetryDeadLetterRequest__Output as _app_common_v1_RetryDeadLetterRequest__Output } from '../../../app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse as _app_common_v1_RetryDeadLetterResponse, RetryDeadLetterResponse__Output as _app_common_v1_RetryDeadLetterResponse__Output } from '../../../app/common/v1/RetryDeadLetterResponse.ts';
import type { SealMessageRequest as _app_message_v1_SealMessageRequest, SealMessageRequest__Output as _app_message_v1_SealMessageRequest__Output } from '../../../app/message/v1/SealMessageRequest.ts';
import type { SealMessageResponse as _app_message_v1_SealMessageResponse, SealMessageResponse__Output as _app_message_v1_SealMessageResponse__Output } from '../../../app/message/v1/SealMessageResponse.ts';
import type { SetRecipientChoicesRequest as _app_message_v1_SetRecipientChoicesRequest, SetRecipientChoicesRequest__Output as _app_message_v1_SetRecipientChoicesRequest__Output } from '../../../app/message/v1/SetRecipientChoicesRequest.ts';
import type { SuggestTextChunk as _app_message_v1_SuggestTextChunk, SuggestTextChunk__Output as _app_message_v1_SuggestTextChunk__Output } from '../../../app/message/v1/SuggestTextChunk.ts';
import type { SuggestTextRequest as _app_message_v1_SuggestTextRequest, SuggestTextRequest__Output as _app_message_v1_SuggestTextRequest__Output } from '../../../app/message/v1/SuggestTextRequest.ts';
import type { TrustedContactDetails as _app_message_v1_TrustedContactDetails, TrustedContactDetails__Output as _app_message_v1_TrustedContactDetails__Output } from '../../../app/message/v1/TrustedContactDetails.ts';

export interface MessageServiceClient extends grpc.Client {
  AcceptAttachment(argument: _app_message_v1_AcceptAttachmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AcceptAttachmentResponse__Output>): grpc.ClientUnaryCall;
  AcceptAttachment(argument: _app_message_v1_AcceptAttachmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_AcceptAttachmentResponse__Output>): grpc.ClientUnaryCall;
  AcceptAttachment(argument: _app_message_v1_AcceptAttachmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AcceptAttachmentResponse__Output>): grpc.ClientUnaryCall;
  AcceptAttachment(argument: _app_message_v1_AcceptAttachmentRequest, callback: grpc.requestCallback<_app_message_v1_AcceptAttachmentResponse__Output>): grpc.ClientUnaryCall;
  acceptAttachment(argument: _app_message_v1_AcceptAttachmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AcceptAttachmentResponse__Output>): grpc.ClientUnaryCall;
  acceptAttachment(argument: _app_message_v1_AcceptAttachmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_AcceptAttachmentResponse__Output>): grpc.ClientUnaryCall;
  acceptAttachment(argument: _app_message_v1_AcceptAttachmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AcceptAttachmentResponse__Output>): grpc.ClientUnaryCall;
  acceptAttachment(argument: _app_message_v1_AcceptAttachmentRequest, callback: grpc.requestCallback<_app_message_v1_AcceptAttachmentResponse__Output>): grpc.ClientUnaryCall;
  
  AddQuestion(argument: _app_message_v1_AddQuestionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AddQuestionResponse__Output>): grpc.ClientUnaryCall;
  AddQuestion(argument: _app_message_v1_AddQuestionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_AddQuestionResponse__Output>): grpc.ClientUnaryCall;
  AddQuestion(argument: _app_message_v1_AddQuestionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AddQuestionResponse__Output>): grpc.ClientUnaryCall;
  AddQuestion(argument: _app_message_v1_AddQuestionRequest, callback: grpc.requestCallback<_app_message_v1_AddQuestionResponse__Output>): grpc.ClientUnaryCall;
  addQuestion(argument: _app_message_v1_AddQuestionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AddQuestionResponse__Output>): grpc.ClientUnaryCall;
  addQuestion(argument: _app_message_v1_AddQuestionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_AddQuestionResponse__Output>): grpc.ClientUnaryCall;
  addQuestion(argument: _app_message_v1_AddQuestionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AddQuestionResponse__Output>): grpc.ClientUnaryCall;
  addQuestion(argument: _app_message_v1_AddQuestionRequest, callback: grpc.requestCallback<_app_message_v1_AddQuestionResponse__Output>): grpc.ClientUnaryCall;
  
  AdmitRecipient(argument: _app_message_v1_AdmitRecipientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AdmitRecipientResponse__Output>): grpc.ClientUnaryCall;
  AdmitRecipient(argument: _app_message_v1_AdmitRecipientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_AdmitRecipientResponse__Output>): grpc.ClientUnaryCall;
  AdmitRecipient(argument: _app_message_v1_AdmitRecipientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AdmitRecipientResponse__Output>): grpc.ClientUnaryCall;
  AdmitRecipient(argument: _app_message_v1_AdmitRecipientRequest, callback: grpc.requestCallback<_app_message_v1_AdmitRecipientResponse__Output>): grpc.ClientUnaryCall;
  admitRecipient(argument: _app_message_v1_AdmitRecipientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AdmitRecipientResponse__Output>): grpc.ClientUnaryCall;
  admitRecipient(argument: _app_message_v1_AdmitRecipientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_AdmitRecipientResponse__Output>): grpc.ClientUnaryCall;
  admitRecipient(argument: _app_message_v1_AdmitRecipientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_AdmitRecipientResponse__Output>): grpc.ClientUnaryCall;
  admitRecipient(argument: _app_message_v1_AdmitRecipientRequest, callback: grpc.requestCallback<_app_message_v1_AdmitRecipientResponse__Output>): grpc.ClientUnaryCall;
  
  ChangeTrustedContact(argument: _app_message_v1_ChangeTrustedContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ChangeTrustedContactResponse__Output>): grpc.ClientUnaryCall;
  ChangeTrustedContact(argument: _app_message_v1_ChangeTrustedContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_ChangeTrustedContactResponse__Output>): grpc.ClientUnaryCall;
  ChangeTrustedContact(argument: _app_message_v1_ChangeTrustedContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ChangeTrustedContactResponse__Output>): grpc.ClientUnaryCall;
  ChangeTrustedContact(argument: _app_message_v1_ChangeTrustedContactRequest, callback: grpc.requestCallback<_app_message_v1_ChangeTrustedContactResponse__Output>): grpc.ClientUnaryCall;
  changeTrustedContact(argument: _app_message_v1_ChangeTrustedContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ChangeTrustedContactResponse__Output>): grpc.ClientUnaryCall;
  changeTrustedContact(argument: _app_message_v1_ChangeTrustedContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_ChangeTrustedContactResponse__Output>): grpc.ClientUnaryCall;
  changeTrustedContact(argument: _app_message_v1_ChangeTrustedContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ChangeTrustedContactResponse__Output>): grpc.ClientUnaryCall;
  changeTrustedContact(argument: _app_message_v1_ChangeTrustedContactRequest, callback: grpc.requestCallback<_app_message_v1_ChangeTrustedContactResponse__Output>): grpc.ClientUnaryCall;
  
  CorrectRecipientEmail(argument: _app_message_v1_CorrectRecipientEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_CorrectRecipientEmailResponse__Output>): grpc.ClientUnaryCall;
  CorrectRecipientEmail(argument: _app_message_v1_CorrectRecipientEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_CorrectRecipientEmailResponse__Output>): grpc.ClientUnaryCall;
  CorrectRecipientEmail(argument: _app_message_v1_CorrectRecipientEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_CorrectRecipientEmailResponse__Output>): grpc.ClientUnaryCall;
  CorrectRecipientEmail(argument: _app_message_v1_CorrectRecipientEmailRequest, callback: grpc.requestCallback<_app_message_v1_CorrectRecipientEmailResponse__Output>): grpc.ClientUnaryCall;
  correctRecipientEmail(argument: _app_message_v1_CorrectRecipientEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_CorrectRecipientEmailResponse__Output>): grpc.ClientUnaryCall;
  correctRecipientEmail(argument: _app_message_v1_CorrectRecipientEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_CorrectRecipientEmailResponse__Output>): grpc.ClientUnaryCall;
  correctRecipientEmail(argument: _app_message_v1_CorrectRecipientEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_CorrectRecipientEmailResponse__Output>): grpc.ClientUnaryCall;
  correctRecipientEmail(argument: _app_message_v1_CorrectRecipientEmailRequest, callback: grpc.requestCallback<_app_message_v1_CorrectRecipientEmailResponse__Output>): grpc.ClientUnaryCall;
  
  CreateMessage(argument: _app_message_v1_CreateMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_CreateMessageResponse__Output>): grpc.ClientUnaryCall;
  CreateMessage(argument: _app_message_v1_CreateMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_CreateMessageResponse__Output>): grpc.ClientUnaryCall;
  CreateMessage(argument: _app_message_v1_CreateMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_CreateMessageResponse__Output>): grpc.ClientUnaryCall;
  CreateMessage(argument: _app_message_v1_CreateMessageRequest, callback: grpc.requestCallback<_app_message_v1_CreateMessageResponse__Output>): grpc.ClientUnaryCall;
  createMessage(argument: _app_message_v1_CreateMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_CreateMessageResponse__Output>): grpc.ClientUnaryCall;
  createMessage(argument: _app_message_v1_CreateMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_CreateMessageResponse__Output>): grpc.ClientUnaryCall;
  createMessage(argument: _app_message_v1_CreateMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_CreateMessageResponse__Output>): grpc.ClientUnaryCall;
  createMessage(argument: _app_message_v1_CreateMessageRequest, callback: grpc.requestCallback<_app_message_v1_CreateMessageResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteMessage(argument: _app_message_v1_DeleteMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_DeleteMessageResponse__Output>): grpc.ClientUnaryCall;
  DeleteMessage(argument: _app_message_v1_DeleteMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_DeleteMessageResponse__Output>): grpc.ClientUnaryCall;
  DeleteMessage(argument: _app_message_v1_DeleteMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_DeleteMessageResponse__Output>): grpc.ClientUnaryCall;
  DeleteMessage(argument: _app_message_v1_DeleteMessageRequest, callback: grpc.requestCallback<_app_message_v1_DeleteMessageResponse__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _app_message_v1_DeleteMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_DeleteMessageResponse__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _app_message_v1_DeleteMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_DeleteMessageResponse__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _app_message_v1_DeleteMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_DeleteMessageResponse__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _app_message_v1_DeleteMessageRequest, callback: grpc.requestCallback<_app_message_v1_DeleteMessageResponse__Output>): grpc.ClientUnaryCall;
  
  GetAssistantStatus(argument: _app_message_v1_GetAssistantStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetAssistantStatusResponse__Output>): grpc.ClientUnaryCall;
  GetAssistantStatus(argument: _app_message_v1_GetAssistantStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetAssistantStatusResponse__Output>): grpc.ClientUnaryCall;
  GetAssistantStatus(argument: _app_message_v1_GetAssistantStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetAssistantStatusResponse__Output>): grpc.ClientUnaryCall;
  GetAssistantStatus(argument: _app_message_v1_GetAssistantStatusRequest, callback: grpc.requestCallback<_app_message_v1_GetAssistantStatusResponse__Output>): grpc.ClientUnaryCall;
  getAssistantStatus(argument: _app_message_v1_GetAssistantStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetAssistantStatusResponse__Output>): grpc.ClientUnaryCall;
  getAssistantStatus(argument: _app_message_v1_GetAssistantStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetAssistantStatusResponse__Output>): grpc.ClientUnaryCall;
  getAssistantStatus(argument: _app_message_v1_GetAssistantStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetAssistantStatusResponse__Output>): grpc.ClientUnaryCall;
  getAssistantStatus(argument: _app_message_v1_GetAssistantStatusRequest, callback: grpc.requestCallback<_app_message_v1_GetAssistantStatusResponse__Output>): grpc.ClientUnaryCall;
  
  GetDeletion(argument: _app_message_v1_GetDeletionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetDeletionResponse__Output>): grpc.ClientUnaryCall;
  GetDeletion(argument: _app_message_v1_GetDeletionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetDeletionResponse__Output>): grpc.ClientUnaryCall;
  GetDeletion(argument: _app_message_v1_GetDeletionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetDeletionResponse__Output>): grpc.ClientUnaryCall;
  GetDeletion(argument: _app_message_v1_GetDeletionRequest, callback: grpc.requestCallback<_app_message_v1_GetDeletionResponse__Output>): grpc.ClientUnaryCall;
  getDeletion(argument: _app_message_v1_GetDeletionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetDeletionResponse__Output>): grpc.ClientUnaryCall;
  getDeletion(argument: _app_message_v1_GetDeletionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetDeletionResponse__Output>): grpc.ClientUnaryCall;
  getDeletion(argument: _app_message_v1_GetDeletionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetDeletionResponse__Output>): grpc.ClientUnaryCall;
  getDeletion(argument: _app_message_v1_GetDeletionRequest, callback: grpc.requestCallback<_app_message_v1_GetDeletionResponse__Output>): grpc.ClientUnaryCall;
  
  GetDeliveryEnvelope(argument: _app_message_v1_GetDeliveryEnvelopeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetDeliveryEnvelopeResponse__Output>): grpc.ClientUnaryCall;
  GetDeliveryEnvelope(argument: _app_message_v1_GetDeliveryEnvelopeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetDeliveryEnvelopeResponse__Output>): grpc.ClientUnaryCall;
  GetDeliveryEnvelope(argument: _app_message_v1_GetDeliveryEnvelopeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetDeliveryEnvelopeResponse__Output>): grpc.ClientUnaryCall;
  GetDeliveryEnvelope(argument: _app_message_v1_GetDeliveryEnvelopeRequest, callback: grpc.requestCallback<_app_message_v1_GetDeliveryEnvelopeResponse__Output>): grpc.ClientUnaryCall;
  getDeliveryEnvelope(argument: _app_message_v1_GetDeliveryEnvelopeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetDeliveryEnvelopeResponse__Output>): grpc.ClientUnaryCall;
  getDeliveryEnvelope(argument: _app_message_v1_GetDeliveryEnvelopeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetDeliveryEnvelopeResponse__Output>): grpc.ClientUnaryCall;
  getDeliveryEnvelope(argument: _app_message_v1_GetDeliveryEnvelopeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetDeliveryEnvelopeResponse__Output>): grpc.ClientUnaryCall;
  getDeliveryEnvelope(argument: _app_message_v1_GetDeliveryEnvelopeRequest, callback: grpc.requestCallback<_app_message_v1_GetDeliveryEnvelopeResponse__Output>): grpc.ClientUnaryCall;
  
  GetMessage(argument: _app_message_v1_GetMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _app_message_v1_GetMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _app_message_v1_GetMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _app_message_v1_GetMessageRequest, callback: grpc.requestCallback<_app_message_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _app_message_v1_GetMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _app_message_v1_GetMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _app_message_v1_GetMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _app_message_v1_GetMessageRequest, callback: grpc.requestCallback<_app_message_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  
  GetMessageFacts(argument: _app_message_v1_GetMessageFactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_MessageFacts__Output>): grpc.ClientUnaryCall;
  GetMessageFacts(argument: _app_message_v1_GetMessageFactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_MessageFacts__Output>): grpc.ClientUnaryCall;
  GetMessageFacts(argument: _app_message_v1_GetMessageFactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_MessageFacts__Output>): grpc.ClientUnaryCall;
  GetMessageFacts(argument: _app_message_v1_GetMessageFactsRequest, callback: grpc.requestCallback<_app_message_v1_MessageFacts__Output>): grpc.ClientUnaryCall;
  getMessageFacts(argument: _app_message_v1_GetMessageFactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_MessageFacts__Output>): grpc.ClientUnaryCall;
  getMessageFacts(argument: _app_message_v1_GetMessageFactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_MessageFacts__Output>): grpc.ClientUnaryCall;
  getMessageFacts(argument: _app_message_v1_GetMessageFactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_MessageFacts__Output>): grpc.ClientUnaryCall;
  getMessageFacts(argument: _app_message_v1_GetMessageFactsRequest, callback: grpc.requestCallback<_app_message_v1_MessageFacts__Output>): grpc.ClientUnaryCall;
  
  GetPayableMessage(argument: _app_message_v1_GetPayableMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetPayableMessageResponse__Output>): grpc.ClientUnaryCall;
  GetPayableMessage(argument: _app_message_v1_GetPayableMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetPayableMessageResponse__Output>): grpc.ClientUnaryCall;
  GetPayableMessage(argument: _app_message_v1_GetPayableMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetPayableMessageResponse__Output>): grpc.ClientUnaryCall;
  GetPayableMessage(argument: _app_message_v1_GetPayableMessageRequest, callback: grpc.requestCallback<_app_message_v1_GetPayableMessageResponse__Output>): grpc.ClientUnaryCall;
  getPayableMessage(argument: _app_message_v1_GetPayableMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetPayableMessageResponse__Output>): grpc.ClientUnaryCall;
  getPayableMessage(argument: _app_message_v1_GetPayableMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetPayableMessageResponse__Output>): grpc.ClientUnaryCall;
  getPayableMessage(argument: _app_message_v1_GetPayableMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetPayableMessageResponse__Output>): grpc.ClientUnaryCall;
  getPayableMessage(argument: _app_message_v1_GetPayableMessageRequest, callback: grpc.requestCallback<_app_message_v1_GetPayableMessageResponse__Output>): grpc.ClientUnaryCall;
  
  GetPostalLetter(argument: _app_message_v1_GetPostalLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_PostalLetterContent__Output>): grpc.ClientUnaryCall;
  GetPostalLetter(argument: _app_message_v1_GetPostalLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_PostalLetterContent__Output>): grpc.ClientUnaryCall;
  GetPostalLetter(argument: _app_message_v1_GetPostalLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_PostalLetterContent__Output>): grpc.ClientUnaryCall;
  GetPostalLetter(argument: _app_message_v1_GetPostalLetterRequest, callback: grpc.requestCallback<_app_message_v1_PostalLetterContent__Output>): grpc.ClientUnaryCall;
  getPostalLetter(argument: _app_message_v1_GetPostalLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_PostalLetterContent__Output>): grpc.ClientUnaryCall;
  getPostalLetter(argument: _app_message_v1_GetPostalLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_PostalLetterContent__Output>): grpc.ClientUnaryCall;
  getPostalLetter(argument: _app_message_v1_GetPostalLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_PostalLetterContent__Output>): grpc.ClientUnaryCall;
  getPostalLetter(argument: _app_message_v1_GetPostalLetterRequest, callback: grpc.requestCallback<_app_message_v1_PostalLetterContent__Output>): grpc.ClientUnaryCall;
  
  GetReadyMessage(argument: _app_message_v1_GetReadyMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ReadyMessage__Output>): grpc.ClientUnaryCall;
  GetReadyMessage(argument: _app_message_v1_GetReadyMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_ReadyMessage__Output>): grpc.ClientUnaryCall;
  GetReadyMessage(argument: _app_message_v1_GetReadyMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ReadyMessage__Output>): grpc.ClientUnaryCall;
  GetReadyMessage(argument: _app_message_v1_GetReadyMessageRequest, callback: grpc.requestCallback<_app_message_v1_ReadyMessage__Output>): grpc.ClientUnaryCall;
  getReadyMessage(argument: _app_message_v1_GetReadyMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ReadyMessage__Output>): grpc.ClientUnaryCall;
  getReadyMessage(argument: _app_message_v1_GetReadyMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_ReadyMessage__Output>): grpc.ClientUnaryCall;
  getReadyMessage(argument: _app_message_v1_GetReadyMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ReadyMessage__Output>): grpc.ClientUnaryCall;
  getReadyMessage(argument: _app_message_v1_GetReadyMessageRequest, callback: grpc.requestCallback<_app_message_v1_ReadyMessage__Output>): grpc.ClientUnaryCall;
  
  GetRecipientChoices(argument: _app_message_v1_GetRecipientChoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  GetRecipientChoices(argument: _app_message_v1_GetRecipientChoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  GetRecipientChoices(argument: _app_message_v1_GetRecipientChoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  GetRecipientChoices(argument: _app_message_v1_GetRecipientChoicesRequest, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  getRecipientChoices(argument: _app_message_v1_GetRecipientChoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  getRecipientChoices(argument: _app_message_v1_GetRecipientChoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  getRecipientChoices(argument: _app_message_v1_GetRecipientChoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  getRecipientChoices(argument: _app_message_v1_GetRecipientChoicesRequest, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  
  GetTombstone(argument: _app_message_v1_GetTombstoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetTombstoneResponse__Output>): grpc.ClientUnaryCall;
  GetTombstone(argument: _app_message_v1_GetTombstoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetTombstoneResponse__Output>): grpc.ClientUnaryCall;
  GetTombstone(argument: _app_message_v1_GetTombstoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetTombstoneResponse__Output>): grpc.ClientUnaryCall;
  GetTombstone(argument: _app_message_v1_GetTombstoneRequest, callback: grpc.requestCallback<_app_message_v1_GetTombstoneResponse__Output>): grpc.ClientUnaryCall;
  getTombstone(argument: _app_message_v1_GetTombstoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetTombstoneResponse__Output>): grpc.ClientUnaryCall;
  getTombstone(argument: _app_message_v1_GetTombstoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_GetTombstoneResponse__Output>): grpc.ClientUnaryCall;
  getTombstone(argument: _app_message_v1_GetTombstoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_GetTombstoneResponse__Output>): grpc.ClientUnaryCall;
  getTombstone(argument: _app_message_v1_GetTombstoneRequest, callback: grpc.requestCallback<_app_message_v1_GetTombstoneResponse__Output>): grpc.ClientUnaryCall;
  
  GetTrustedContact(argument: _app_message_v1_GetTrustedContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_TrustedContactDetails__Output>): grpc.ClientUnaryCall;
  GetTrustedContact(argument: _app_message_v1_GetTrustedContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_TrustedContactDetails__Output>): grpc.ClientUnaryCall;
  GetTrustedContact(argument: _app_message_v1_GetTrustedContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_TrustedContactDetails__Output>): grpc.ClientUnaryCall;
  GetTrustedContact(argument: _app_message_v1_GetTrustedContactRequest, callback: grpc.requestCallback<_app_message_v1_TrustedContactDetails__Output>): grpc.ClientUnaryCall;
  getTrustedContact(argument: _app_message_v1_GetTrustedContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_TrustedContactDetails__Output>): grpc.ClientUnaryCall;
  getTrustedContact(argument: _app_message_v1_GetTrustedContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_TrustedContactDetails__Output>): grpc.ClientUnaryCall;
  getTrustedContact(argument: _app_message_v1_GetTrustedContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_TrustedContactDetails__Output>): grpc.ClientUnaryCall;
  getTrustedContact(argument: _app_message_v1_GetTrustedContactRequest, callback: grpc.requestCallback<_app_message_v1_TrustedContactDetails__Output>): grpc.ClientUnaryCall;
  
  LiftAddressSuppression(argument: _app_message_v1_LiftAddressSuppressionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_LiftAddressSuppressionResponse__Output>): grpc.ClientUnaryCall;
  LiftAddressSuppression(argument: _app_message_v1_LiftAddressSuppressionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_LiftAddressSuppressionResponse__Output>): grpc.ClientUnaryCall;
  LiftAddressSuppression(argument: _app_message_v1_LiftAddressSuppressionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_LiftAddressSuppressionResponse__Output>): grpc.ClientUnaryCall;
  LiftAddressSuppression(argument: _app_message_v1_LiftAddressSuppressionRequest, callback: grpc.requestCallback<_app_message_v1_LiftAddressSuppressionResponse__Output>): grpc.ClientUnaryCall;
  liftAddressSuppression(argument: _app_message_v1_LiftAddressSuppressionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_LiftAddressSuppressionResponse__Output>): grpc.ClientUnaryCall;
  liftAddressSuppression(argument: _app_message_v1_LiftAddressSuppressionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_LiftAddressSuppressionResponse__Output>): grpc.ClientUnaryCall;
  liftAddressSuppression(argument: _app_message_v1_LiftAddressSuppressionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_LiftAddressSuppressionResponse__Output>): grpc.ClientUnaryCall;
  liftAddressSuppression(argument: _app_message_v1_LiftAddressSuppressionRequest, callback: grpc.requestCallback<_app_message_v1_LiftAddressSuppressionResponse__Output>): grpc.ClientUnaryCall;
  
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  ListDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  listDeadLetters(argument: _app_common_v1_ListDeadLettersRequest, callback: grpc.requestCallback<_app_common_v1_ListDeadLettersResponse__Output>): grpc.ClientUnaryCall;
  
  ListMessages(argument: _app_message_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _app_message_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _app_message_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _app_message_v1_ListMessagesRequest, callback: grpc.requestCallback<_app_message_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _app_message_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _app_message_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _app_message_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _app_message_v1_ListMessagesRequest, callback: grpc.requestCallback<_app_message_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  
  ListRemovedMessages(argument: _app_message_v1_ListRemovedMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ListRemovedMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListRemovedMessages(argument: _app_message_v1_ListRemovedMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_ListRemovedMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListRemovedMessages(argument: _app_message_v1_ListRemovedMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ListRemovedMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListRemovedMessages(argument: _app_message_v1_ListRemovedMessagesRequest, callback: grpc.requestCallback<_app_message_v1_ListRemovedMessagesResponse__Output>): grpc.ClientUnaryCall;
  listRemovedMessages(argument: _app_message_v1_ListRemovedMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ListRemovedMessagesResponse__Output>): grpc.ClientUnaryCall;
  listRemovedMessages(argument: _app_message_v1_ListRemovedMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_ListRemovedMessagesResponse__Output>): grpc.ClientUnaryCall;
  listRemovedMessages(argument: _app_message_v1_ListRemovedMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_ListRemovedMessagesResponse__Output>): grpc.ClientUnaryCall;
  listRemovedMessages(argument: _app_message_v1_ListRemovedMessagesRequest, callback: grpc.requestCallback<_app_message_v1_ListRemovedMessagesResponse__Output>): grpc.ClientUnaryCall;
  
  LookupAccessCode(argument: _app_message_v1_LookupAccessCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_LookupAccessCodeResponse__Output>): grpc.ClientUnaryCall;
  LookupAccessCode(argument: _app_message_v1_LookupAccessCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_LookupAccessCodeResponse__Output>): grpc.ClientUnaryCall;
  LookupAccessCode(argument: _app_message_v1_LookupAccessCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_LookupAccessCodeResponse__Output>): grpc.ClientUnaryCall;
  LookupAccessCode(argument: _app_message_v1_LookupAccessCodeRequest, callback: grpc.requestCallback<_app_message_v1_LookupAccessCodeResponse__Output>): grpc.ClientUnaryCall;
  lookupAccessCode(argument: _app_message_v1_LookupAccessCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_LookupAccessCodeResponse__Output>): grpc.ClientUnaryCall;
  lookupAccessCode(argument: _app_message_v1_LookupAccessCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_LookupAccessCodeResponse__Output>): grpc.ClientUnaryCall;
  lookupAccessCode(argument: _app_message_v1_LookupAccessCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_LookupAccessCodeResponse__Output>): grpc.ClientUnaryCall;
  lookupAccessCode(argument: _app_message_v1_LookupAccessCodeRequest, callback: grpc.requestCallback<_app_message_v1_LookupAccessCodeResponse__Output>): grpc.ClientUnaryCall;
  
  MarkHasMedia(argument: _app_message_v1_MarkHasMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_MarkHasMediaResponse__Output>): grpc.ClientUnaryCall;
  MarkHasMedia(argument: _app_message_v1_MarkHasMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_MarkHasMediaResponse__Output>): grpc.ClientUnaryCall;
  MarkHasMedia(argument: _app_message_v1_MarkHasMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_MarkHasMediaResponse__Output>): grpc.ClientUnaryCall;
  MarkHasMedia(argument: _app_message_v1_MarkHasMediaRequest, callback: grpc.requestCallback<_app_message_v1_MarkHasMediaResponse__Output>): grpc.ClientUnaryCall;
  markHasMedia(argument: _app_message_v1_MarkHasMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_MarkHasMediaResponse__Output>): grpc.ClientUnaryCall;
  markHasMedia(argument: _app_message_v1_MarkHasMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_MarkHasMediaResponse__Output>): grpc.ClientUnaryCall;
  markHasMedia(argument: _app_message_v1_MarkHasMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_MarkHasMediaResponse__Output>): grpc.ClientUnaryCall;
  markHasMedia(argument: _app_message_v1_MarkHasMediaRequest, callback: grpc.requestCallback<_app_message_v1_MarkHasMediaResponse__Output>): grpc.ClientUnaryCall;
  
  OpenForRecipient(argument: _app_message_v1_OpenForRecipientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientLetter__Output>): grpc.ClientUnaryCall;
  OpenForRecipient(argument: _app_message_v1_OpenForRecipientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_RecipientLetter__Output>): grpc.ClientUnaryCall;
  OpenForRecipient(argument: _app_message_v1_OpenForRecipientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientLetter__Output>): grpc.ClientUnaryCall;
  OpenForRecipient(argument: _app_message_v1_OpenForRecipientRequest, callback: grpc.requestCallback<_app_message_v1_RecipientLetter__Output>): grpc.ClientUnaryCall;
  openForRecipient(argument: _app_message_v1_OpenForRecipientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientLetter__Output>): grpc.ClientUnaryCall;
  openForRecipient(argument: _app_message_v1_OpenForRecipientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_RecipientLetter__Output>): grpc.ClientUnaryCall;
  openForRecipient(argument: _app_message_v1_OpenForRecipientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientLetter__Output>): grpc.ClientUnaryCall;
  openForRecipient(argument: _app_message_v1_OpenForRecipientRequest, callback: grpc.requestCallback<_app_message_v1_RecipientLetter__Output>): grpc.ClientUnaryCall;
  
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  RedriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  redriveOutbox(argument: _app_common_v1_RedriveOutboxRequest, callback: grpc.requestCallback<_app_common_v1_RedriveOutboxResponse__Output>): grpc.ClientUnaryCall;
  
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  RetryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  retryDeadLetter(argument: _app_common_v1_RetryDeadLetterRequest, callback: grpc.requestCallback<_app_common_v1_RetryDeadLetterResponse__Output>): grpc.ClientUnaryCall;
  
  SealMessage(argument: _app_message_v1_SealMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_SealMessageResponse__Output>): grpc.ClientUnaryCall;
  SealMessage(argument: _app_message_v1_SealMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_SealMessageResponse__Output>): grpc.ClientUnaryCall;
  SealMessage(argument: _app_message_v1_SealMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_SealMessageResponse__Output>): grpc.ClientUnaryCall;
  SealMessage(argument: _app_message_v1_SealMessageRequest, callback: grpc.requestCallback<_app_message_v1_SealMessageResponse__Output>): grpc.ClientUnaryCall;
  sealMessage(argument: _app_message_v1_SealMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_SealMessageResponse__Output>): grpc.ClientUnaryCall;
  sealMessage(argument: _app_message_v1_SealMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_SealMessageResponse__Output>): grpc.ClientUnaryCall;
  sealMessage(argument: _app_message_v1_SealMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_SealMessageResponse__Output>): grpc.ClientUnaryCall;
  sealMessage(argument: _app_message_v1_SealMessageRequest, callback: grpc.requestCallback<_app_message_v1_SealMessageResponse__Output>): grpc.ClientUnaryCall;
  
  SetRecipientChoices(argument: _app_message_v1_SetRecipientChoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  SetRecipientChoices(argument: _app_message_v1_SetRecipientChoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  SetRecipientChoices(argument: _app_message_v1_SetRecipientChoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  SetRecipientChoices(argument: _app_message_v1_SetRecipientChoicesRequest, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  setRecipientChoices(argument: _app_message_v1_SetRecipientChoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  setRecipientChoices(argument: _app_message_v1_SetRecipientChoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  setRecipientChoices(argument: _app_message_v1_SetRecipientChoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  setRecipientChoices(argument: _app_message_v1_SetRecipientChoicesRequest, callback: grpc.requestCallback<_app_message_v1_RecipientChoices__Output>): grpc.ClientUnaryCall;
  
  SuggestText(argument: _app_message_v1_SuggestTextRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_message_v1_SuggestTextChunk__Output>;
  SuggestText(argument: _app_message_v1_SuggestTextRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_message_v1_SuggestTextChunk__Output>;
  suggestText(argument: _app_message_v1_SuggestTextRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_message_v1_SuggestTextChunk__Output>;
  suggestText(argument: _app_message_v1_SuggestTextRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_app_message_v1_SuggestTextChunk__Output>;
  
}

export interface MessageServiceHandlers extends grpc.UntypedServiceImplementation {
  AcceptAttachment: grpc.handleUnaryCall<_app_message_v1_AcceptAttachmentRequest__Output, _app_message_v1_AcceptAttachmentResponse>;
  
  AddQuestion: grpc.handleUnaryCall<_app_message_v1_AddQuestionRequest__Output, _app_message_v1_AddQuestionResponse>;
  
  AdmitRecipient: grpc.handleUnaryCall<_app_message_v1_AdmitRecipientRequest__Output, _app_message_v1_AdmitRecipientResponse>;
  
  ChangeTrustedContact: grpc.handleUnaryCall<_app_message_v1_ChangeTrustedContactRequest__Output, _app_message_v1_ChangeTrustedContactResponse>;
  
  CorrectRecipientEmail: grpc.handleUnaryCall<_app_message_v1_CorrectRecipientEmailRequest__Output, _app_message_v1_CorrectRecipientEmailResponse>;
  
  CreateMessage: grpc.handleUnaryCall<_app_message_v1_CreateMessageRequest__Output, _app_message_v1_CreateMessageResponse>;
  
  DeleteMessage: grpc.handleUnaryCall<_app_message_v1_DeleteMessageRequest__Output, _app_message_v1_DeleteMessageResponse>;
  
  GetAssistantStatus: grpc.handleUnaryCall<_app_message_v1_GetAssistantStatusRequest__Output, _app_message_v1_GetAssistantStatusResponse>;
  
  GetDeletion: grpc.handleUnaryCall<_app_message_v1_GetDeletionRequest__Output, _app_message_v1_GetDeletionResponse>;
  
  GetDeliveryEnvelope: grpc.handleUnaryCall<_app_message_v1_GetDeliveryEnvelopeRequest__Output, _app_message_v1_GetDeliveryEnvelopeResponse>;
  
  GetMessage: grpc.handleUnaryCall<_app_message_v1_GetMessageRequest__Output, _app_message_v1_GetMessageResponse>;
  
  GetMessageFacts: grpc.handleUnaryCall<_app_message_v1_GetMessageFactsRequest__Output, _app_message_v1_MessageFacts>;
  
  GetPayableMessage: grpc.handleUnaryCall<_app_message_v1_GetPayableMessageRequest__Output, _app_message_v1_GetPayableMessageResponse>;
  
  GetPostalLetter: grpc.handleUnaryCall<_app_message_v1_GetPostalLetterRequest__Output, _app_message_v1_PostalLetterContent>;
  
  GetReadyMessage: grpc.handleUnaryCall<_app_message_v1_GetReadyMessageRequest__Output, _app_message_v1_ReadyMessage>;
  
  GetRecipientChoices: grpc.handleUnaryCall<_app_message_v1_GetRecipientChoicesRequest__Output, _app_message_v1_RecipientChoices>;
  
  GetTombstone: grpc.handleUnaryCall<_app_message_v1_GetTombstoneRequest__Output, _app_message_v1_GetTombstoneResponse>;
  
  GetTrustedContact: grpc.handleUnaryCall<_app_message_v1_GetTrustedContactRequest__Output, _app_message_v1_TrustedContactDetails>;
  
  LiftAddressSuppression: grpc.handleUnaryCall<_app_message_v1_LiftAddressSuppressionRequest__Output, _app_message_v1_LiftAddressSuppressionResponse>;
  
  ListDeadLetters: grpc.handleUnaryCall<_app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse>;
  
  ListMessages: grpc.handleUnaryCall<_app_message_v1_ListMessagesRequest__Output, _app_message_v1_ListMessagesResponse>;
  
  ListRemovedMessages: grpc.handleUnaryCall<_app_message_v1_ListRemovedMessagesRequest__Output, _app_message_v1_ListRemovedMessagesResponse>;
  
  LookupAccessCode: grpc.handleUnaryCall<_app_message_v1_LookupAccessCodeRequest__Output, _app_message_v1_LookupAccessCodeResponse>;
  
  MarkHasMedia: grpc.handleUnaryCall<_app_message_v1_MarkHasMediaRequest__Output, _app_message_v1_MarkHasMediaResponse>;
  
  OpenForRecipient: grpc.handleUnaryCall<_app_message_v1_OpenForRecipientRequest__Output, _app_message_v1_RecipientLetter>;
  
  RedriveOutbox: grpc.handleUnaryCall<_app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse>;
  
  RetryDeadLetter: grpc.handleUnaryCall<_app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse>;
  
  SealMessage: grpc.handleUnaryCall<_app_message_v1_SealMessageRequest__Output, _app_message_v1_SealMessageResponse>;
  
  SetRecipientChoices: grpc.handleUnaryCall<_app_message_v1_SetRecipientChoicesRequest__Output, _app_message_v1_RecipientChoices>;
  
  SuggestText: grpc.handleServerStreamingCall<_app_message_v1_SuggestTextRequest__Output, _app_message_v1_SuggestTextChunk>;
  
}

export interface MessageServiceDefinition extends grpc.ServiceDefinition {
  AcceptAttachment: MethodDefinition<_app_message_v1_AcceptAttachmentRequest, _app_message_v1_AcceptAttachmentResponse, _app_message_v1_AcceptAttachmentRequest__Output, _app_message_v1_AcceptAttachmentResponse__Output>
  AddQuestion: MethodDefinition<_app_message_v1_AddQuestionRequest, _app_message_v1_AddQuestionResponse, _app_message_v1_AddQuestionRequest__Output, _app_message_v1_AddQuestionResponse__Output>
  AdmitRecipient: MethodDefinition<_app_message_v1_AdmitRecipientRequest, _app_message_v1_AdmitRecipientResponse, _app_message_v1_AdmitRecipientRequest__Output, _app_message_v1_AdmitRecipientResponse__Output>
  ChangeTrustedContact: MethodDefinition<_app_message_v1_ChangeTrustedContactRequest, _app_message_v1_ChangeTrustedContactResponse, _app_message_v1_ChangeTrustedContactRequest__Output, _app_message_v1_ChangeTrustedContactResponse__Output>
  CorrectRecipientEmail: MethodDefinition<_app_message_v1_CorrectRecipientEmailRequest, _app_message_v1_CorrectRecipientEmailResponse, _app_message_v1_CorrectRecipientEmailRequest__Output, _app_message_v1_CorrectRecipientEmailResponse__Output>
  CreateMessage: MethodDefinition<_app_message_v1_CreateMessageRequest, _app_message_v1_CreateMessageResponse, _app_message_v1_CreateMessageRequest__Output, _app_message_v1_CreateMessageResponse__Output>
  DeleteMessage: MethodDefinition<_app_message_v1_DeleteMessageRequest, _app_message_v1_DeleteMessageResponse, _app_message_v1_DeleteMessageRequest__Output, _app_message_v1_DeleteMessageResponse__Output>
  GetAssistantStatus: MethodDefinition<_app_message_v1_GetAssistantStatusRequest, _app_message_v1_GetAssistantStatusResponse, _app_message_v1_GetAssistantStatusRequest__Output, _app_message_v1_GetAssistantStatusResponse__Output>
  GetDeletion: MethodDefinition<_app_message_v1_GetDeletionRequest, _app_message_v1_GetDeletionResponse, _app_message_v1_GetDeletionRequest__Output, _app_message_v1_GetDeletionResponse__Output>
  GetDeliveryEnvelope: MethodDefinition<_app_message_v1_GetDeliveryEnvelopeRequest, _app_message_v1_GetDeliveryEnvelopeResponse, _app_message_v1_GetDeliveryEnvelopeRequest__Output, _app_message_v1_GetDeliveryEnvelopeResponse__Output>
  GetMessage: MethodDefinition<_app_message_v1_GetMessageRequest, _app_message_v1_GetMessageResponse, _app_message_v1_GetMessageRequest__Output, _app_message_v1_GetMessageResponse__Output>
  GetMessageFacts: MethodDefinition<_app_message_v1_GetMessageFactsRequest, _app_message_v1_MessageFacts, _app_message_v1_GetMessageFactsRequest__Output, _app_message_v1_MessageFacts__Output>
  GetPayableMessage: MethodDefinition<_app_message_v1_GetPayableMessageRequest, _app_message_v1_GetPayableMessageResponse, _app_message_v1_GetPayableMessageRequest__Output, _app_message_v1_GetPayableMessageResponse__Output>
  GetPostalLetter: MethodDefinition<_app_message_v1_GetPostalLetterRequest, _app_message_v1_PostalLetterContent, _app_message_v1_GetPostalLetterRequest__Output, _app_message_v1_PostalLetterContent__Output>
  GetReadyMessage: MethodDefinition<_app_message_v1_GetReadyMessageRequest, _app_message_v1_ReadyMessage, _app_message_v1_GetReadyMessageRequest__Output, _app_message_v1_ReadyMessage__Output>
  GetRecipientChoices: MethodDefinition<_app_message_v1_GetRecipientChoicesRequest, _app_message_v1_RecipientChoices, _app_message_v1_GetRecipientChoicesRequest__Output, _app_message_v1_RecipientChoices__Output>
  GetTombstone: MethodDefinition<_app_message_v1_GetTombstoneRequest, _app_message_v1_GetTombstoneResponse, _app_message_v1_GetTombstoneRequest__Output, _app_message_v1_GetTombstoneResponse__Output>
  GetTrustedContact: MethodDefinition<_app_message_v1_GetTrustedContactRequest, _app_message_v1_TrustedContactDetails, _app_message_v1_GetTrustedContactRequest__Output, _app_message_v1_TrustedContactDetails__Output>
  LiftAddressSuppression: MethodDefinition<_app_message_v1_LiftAddressSuppressionRequest, _app_message_v1_LiftAddressSuppressionResponse, _app_message_v1_LiftAddressSuppressionRequest__Output, _app_message_v1_LiftAddressSuppressionResponse__Output>
  ListDeadLetters: MethodDefinition<_app_common_v1_ListDeadLettersRequest, _app_common_v1_ListDeadLettersResponse, _app_common_v1_ListDeadLettersRequest__Output, _app_common_v1_ListDeadLettersResponse__Output>
  ListMessages: MethodDefinition<_app_message_v1_ListMessagesRequest, _app_message_v1_ListMessagesResponse, _app_message_v1_ListMessagesRequest__Output, _app_message_v1_ListMessagesResponse__Output>
  ListRemovedMessages: MethodDefinition<_app_message_v1_ListRemovedMessagesRequest, _app_message_v1_ListRemovedMessagesResponse, _app_message_v1_ListRemovedMessagesRequest__Output, _app_message_v1_ListRemovedMessagesResponse__Output>
  LookupAccessCode: MethodDefinition<_app_message_v1_LookupAccessCodeRequest, _app_message_v1_LookupAccessCodeResponse, _app_message_v1_LookupAccessCodeRequest__Output, _app_message_v1_LookupAccessCodeResponse__Output>
  MarkHasMedia: MethodDefinition<_app_message_v1_MarkHasMediaRequest, _app_message_v1_MarkHasMediaResponse, _app_message_v1_MarkHasMediaRequest__Output, _app_message_v1_MarkHasMediaResponse__Output>
  OpenForRecipient: MethodDefinition<_app_message_v1_OpenForRecipientRequest, _app_message_v1_RecipientLetter, _app_message_v1_OpenForRecipientRequest__Output, _app_message_v1_RecipientLetter__Output>
  RedriveOutbox: MethodDefinition<_app_common_v1_RedriveOutboxRequest, _app_common_v1_RedriveOutboxResponse, _app_common_v1_RedriveOutboxRequest__Output, _app_common_v1_RedriveOutboxResponse__Output>
  RetryDeadLetter: MethodDefinition<_app_common_v1_RetryDeadLetterRequest, _app_common_v1_RetryDeadLetterResponse, _app_common_v1_RetryDeadLetterRequest__Output, _app_common_v1_RetryDeadLetterResponse__Output>
  SealMessage: MethodDefinition<_app_message_v1_SealMessageRequest, _app_message_v1_SealMessageResponse, _app_message_v1_SealMessageRequest__Output, _app_message_v1_SealMessageResponse__Output>
  SetRecipientChoices: MethodDefinition<_app_message_v1_SetRecipientChoicesRequest, _app_message_v1_RecipientChoices, _app_message_v1_SetRecipientChoicesRequest__Output, _app_message_v1_RecipientChoices__Output>
  SuggestText: MethodDefinition<_app_message_v1_SuggestTextRequest, _app_message_v1_SuggestTextChunk, _app_message_v1_SuggestTextRequest__Output, _app_message_v1_SuggestTextChunk__Output>
}
