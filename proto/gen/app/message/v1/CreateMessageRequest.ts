// Original file: app/message/v1/message.proto

import type { Owner as _app_message_v1_Owner, Owner__Output as _app_message_v1_Owner__Output } from '../../../app/message/v1/Owner.ts';
import type { QuestionInput as _app_message_v1_QuestionInput, QuestionInput__Output as _app_message_v1_QuestionInput__Output } from '../../../app/message/v1/QuestionInput.ts';
import type { PostalAddress as _app_message_v1_PostalAddress, PostalAddress__Output as _app_message_v1_PostalAddress__Output } from '../../../app/message/v1/PostalAddress.ts';
import type { TrustedContact as _app_message_v1_TrustedContact, TrustedContact__Output as _app_message_v1_TrustedContact__Output } from '../../../app/message/v1/TrustedContact.ts';

export interface CreateMessageRequest {
  'owner'?: (_app_message_v1_Owner | null);
  'recipient'?: (string);
  'recipientEmail'?: (string);
  'subject'?: (string);
  'content'?: (string);
  'messageType'?: (string);
  'securityLevel'?: (string);
  'deliveryMethod'?: (string);
  'deliveryDate'?: (string);
  'schedulingType'?: (string);
  'isAnonymous'?: (boolean);
  'senderCustomTitle'?: (string);
  'hasMedia'?: (boolean);
  'templateId'?: (number);
  'questions'?: (_app_message_v1_QuestionInput)[];
  'postalAddress'?: (_app_message_v1_PostalAddress | null);
  'lifeProofCadence'?: (string);
  'trustedContact'?: (_app_message_v1_TrustedContact | null);
  'senderName'?: (string);
}

export interface CreateMessageRequest__Output {
  'owner': (_app_message_v1_Owner__Output | null);
  'recipient': (string);
  'recipientEmail': (string);
  'subject': (string);
  'content': (string);
  'messageType': (string);
  'securityLevel': (string);
  'deliveryMethod': (string);
  'deliveryDate': (string);
  'schedulingType': (string);
  'isAnonymous': (boolean);
  'senderCustomTitle': (string);
  'hasMedia': (boolean);
  'templateId': (number);
  'questions': (_app_message_v1_QuestionInput__Output)[];
  'postalAddress': (_app_message_v1_PostalAddress__Output | null);
  'lifeProofCadence': (string);
  'trustedContact': (_app_message_v1_TrustedContact__Output | null);
  'senderName': (string);
}
