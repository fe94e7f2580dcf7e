// Original file: app/message/v1/message.proto

import type { DeliveryMethod as _app_common_v1_DeliveryMethod, DeliveryMethod__Output as _app_common_v1_DeliveryMethod__Output } from '../../../app/common/v1/DeliveryMethod.ts';
import type { MessageType as _app_message_v1_MessageType, MessageType__Output as _app_message_v1_MessageType__Output } from '../../../app/message/v1/MessageType.ts';

export interface GetDeliveryEnvelopeResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'recipient'?: (string);
  'recipientEmail'?: (string);
  'accessCode'?: (string);
  'deliveryMethod'?: (_app_common_v1_DeliveryMethod);
  'isAnonymous'?: (boolean);
  'senderName'?: (string);
  'senderCustomTitle'?: (string);
  'messageType'?: (_app_message_v1_MessageType);
  'isDelivered'?: (boolean);
  'notifyDelivery'?: (boolean);
  'notifyRead'?: (boolean);
  'isReleased'?: (boolean);
  'choicesToken'?: (string);
  'isRead'?: (boolean);
  'recipientSuppressed'?: (boolean);
}

export interface GetDeliveryEnvelopeResponse__Output {
  'messageId': (string);
  'userId': (string);
  'recipient': (string);
  'recipientEmail': (string);
  'accessCode': (string);
  'deliveryMethod': (_app_common_v1_DeliveryMethod__Output);
  'isAnonymous': (boolean);
  'senderName': (string);
  'senderCustomTitle': (string);
  'messageType': (_app_message_v1_MessageType__Output);
  'isDelivered': (boolean);
  'notifyDelivery': (boolean);
  'notifyRead': (boolean);
  'isReleased': (boolean);
  'choicesToken': (string);
  'isRead': (boolean);
  'recipientSuppressed': (boolean);
}
