// Original file: app/message/v1/message.proto

import type { Owner as _app_message_v1_Owner, Owner__Output as _app_message_v1_Owner__Output } from '../../../app/message/v1/Owner.ts';
import type { MessageType as _app_message_v1_MessageType, MessageType__Output as _app_message_v1_MessageType__Output } from '../../../app/message/v1/MessageType.ts';
import type { SecurityLevel as _app_common_v1_SecurityLevel, SecurityLevel__Output as _app_common_v1_SecurityLevel__Output } from '../../../app/common/v1/SecurityLevel.ts';
import type { DeliveryMethod as _app_common_v1_DeliveryMethod, DeliveryMethod__Output as _app_common_v1_DeliveryMethod__Output } from '../../../app/common/v1/DeliveryMethod.ts';
import type { SchedulingType as _app_message_v1_SchedulingType, SchedulingType__Output as _app_message_v1_SchedulingType__Output } from '../../../app/message/v1/SchedulingType.ts';
import type { QuestionInput as _app_message_v1_QuestionInput, QuestionInput__Output as _app_message_v1_QuestionInput__Output } from '../../../app/message/v1/QuestionInput.ts';
import type { PostalAddress as _app_message_v1_PostalAddress, PostalAddress__Output as _app_message_v1_PostalAddress__Output } from '../../../app/message/v1/PostalAddress.ts';
import type { LifeProofCadence as _app_message_v1_LifeProofCadence, LifeProofCadence__Output as _app_message_v1_LifeProofCadence__Output } from '../../../app/message/v1/LifeProofCadence.ts';
import type { TrustedContact as _app_message_v1_TrustedContact, TrustedContact__Output as _app_message_v1_TrustedContact__Output } from '../../../app/message/v1/TrustedContact.ts';

export interface CreateMessageRequest {
  'owner'?: (_app_message_v1_Owner | null);
  'recipient'?: (string);
  'recipientEmail'?: (string);
  'subject'?: (string);
  'content'?: (string);
  'messageType'?: (_app_message_v1_MessageType);
  'securityLevel'?: (_app_common_v1_SecurityLevel);
  'deliveryMethod'?: (_app_common_v1_DeliveryMethod);
  'deliveryDate'?: (string);
  'schedulingType'?: (_app_message_v1_SchedulingType);
  'isAnonymous'?: (boolean);
  'senderCustomTitle'?: (string);
  'hasMedia'?: (boolean);
  'templateId'?: (number);
  'questions'?: (_app_message_v1_QuestionInput)[];
  'postalAddress'?: (_app_message_v1_PostalAddress | null);
  'lifeProofCadence'?: (_app_message_v1_LifeProofCadence);
  'trustedContact'?: (_app_message_v1_TrustedContact | null);
  'senderName'?: (string);
  'deliverNotBefore'?: (string);
}

export interface CreateMessageRequest__Output {
  'owner': (_app_message_v1_Owner__Output | null);
  'recipient': (string);
  'recipientEmail': (string);
  'subject': (string);
  'content': (string);
  'messageType': (_app_message_v1_MessageType__Output);
  'securityLevel': (_app_common_v1_SecurityLevel__Output);
  'deliveryMethod': (_app_common_v1_DeliveryMethod__Output);
  'deliveryDate': (string);
  'schedulingType': (_app_message_v1_SchedulingType__Output);
  'isAnonymous': (boolean);
  'senderCustomTitle': (string);
  'hasMedia': (boolean);
  'templateId': (number);
  'questions': (_app_message_v1_QuestionInput__Output)[];
  'postalAddress': (_app_message_v1_PostalAddress__Output | null);
  'lifeProofCadence': (_app_message_v1_LifeProofCadence__Output);
  'trustedContact': (_app_message_v1_TrustedContact__Output | null);
  'senderName': (string);
  'deliverNotBefore': (string);
}
