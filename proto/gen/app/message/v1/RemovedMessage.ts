// Original file: app/message/v1/message.proto

import type { MessageType as _app_message_v1_MessageType, MessageType__Output as _app_message_v1_MessageType__Output } from '../../../app/message/v1/MessageType.ts';
import type { DeliveryMethod as _app_common_v1_DeliveryMethod, DeliveryMethod__Output as _app_common_v1_DeliveryMethod__Output } from '../../../app/common/v1/DeliveryMethod.ts';
import type { SchedulingType as _app_message_v1_SchedulingType, SchedulingType__Output as _app_message_v1_SchedulingType__Output } from '../../../app/message/v1/SchedulingType.ts';

export interface RemovedMessage {
  'messageId'?: (string);
  'messageType'?: (_app_message_v1_MessageType);
  'deliveryMethod'?: (_app_common_v1_DeliveryMethod);
  'schedulingType'?: (_app_message_v1_SchedulingType);
  'reason'?: (string);
  'createdAt'?: (string);
  'sealedAt'?: (string);
  'deliveredAt'?: (string);
  'readAt'?: (string);
  'deletedAt'?: (string);
  'recipient'?: (string);
  'subject'?: (string);
}

export interface RemovedMessage__Output {
  'messageId': (string);
  'messageType': (_app_message_v1_MessageType__Output);
  'deliveryMethod': (_app_common_v1_DeliveryMethod__Output);
  'schedulingType': (_app_message_v1_SchedulingType__Output);
  'reason': (string);
  'createdAt': (string);
  'sealedAt': (string);
  'deliveredAt': (string);
  'readAt': (string);
  'deletedAt': (string);
  'recipient': (string);
  'subject': (string);
}
