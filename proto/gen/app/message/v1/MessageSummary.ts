// Original file: app/message/v1/message.proto

import type { MessageType as _app_message_v1_MessageType, MessageType__Output as _app_message_v1_MessageType__Output } from '../../../app/message/v1/MessageType.ts';
import type { SecurityLevel as _app_common_v1_SecurityLevel, SecurityLevel__Output as _app_common_v1_SecurityLevel__Output } from '../../../app/common/v1/SecurityLevel.ts';
import type { DeliveryMethod as _app_common_v1_DeliveryMethod, DeliveryMethod__Output as _app_common_v1_DeliveryMethod__Output } from '../../../app/common/v1/DeliveryMethod.ts';
import type { SchedulingType as _app_message_v1_SchedulingType, SchedulingType__Output as _app_message_v1_SchedulingType__Output } from '../../../app/message/v1/SchedulingType.ts';
import type { MessageStatus as _app_message_v1_MessageStatus, MessageStatus__Output as _app_message_v1_MessageStatus__Output } from '../../../app/message/v1/MessageStatus.ts';

export interface MessageSummary {
  'id'?: (string);
  'recipient'?: (string);
  'recipientEmail'?: (string);
  'subject'?: (string);
  'messageType'?: (_app_message_v1_MessageType);
  'securityLevel'?: (_app_common_v1_SecurityLevel);
  'deliveryMethod'?: (_app_common_v1_DeliveryMethod);
  'deliveryDate'?: (string);
  'schedulingType'?: (_app_message_v1_SchedulingType);
  'accessCode'?: (string);
  'status'?: (_app_message_v1_MessageStatus);
  'isDelivered'?: (boolean);
  'isRead'?: (boolean);
  'isSealed'?: (boolean);
  'requiresPayment'?: (boolean);
  'paid'?: (boolean);
  'hasMedia'?: (boolean);
  'isAnonymous'?: (boolean);
  'createdAt'?: (string);
  'isLocked'?: (boolean);
  'deliveryFailed'?: (boolean);
  'deliverNotBefore'?: (string);
  'deliveryFailureCause'?: (string);
  'recipientDeclined'?: (boolean);
}

export interface MessageSummary__Output {
  'id': (string);
  'recipient': (string);
  'recipientEmail': (string);
  'subject': (string);
  'messageType': (_app_message_v1_MessageType__Output);
  'securityLevel': (_app_common_v1_SecurityLevel__Output);
  'deliveryMethod': (_app_common_v1_DeliveryMethod__Output);
  'deliveryDate': (string);
  'schedulingType': (_app_message_v1_SchedulingType__Output);
  'accessCode': (string);
  'status': (_app_message_v1_MessageStatus__Output);
  'isDelivered': (boolean);
  'isRead': (boolean);
  'isSealed': (boolean);
  'requiresPayment': (boolean);
  'paid': (boolean);
  'hasMedia': (boolean);
  'isAnonymous': (boolean);
  'createdAt': (string);
  'isLocked': (boolean);
  'deliveryFailed': (boolean);
  'deliverNotBefore': (string);
  'deliveryFailureCause': (string);
  'recipientDeclined': (boolean);
}
