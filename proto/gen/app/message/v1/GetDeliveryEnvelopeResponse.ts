// Original file: app/message/v1/message.proto


export interface GetDeliveryEnvelopeResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'recipient'?: (string);
  'recipientEmail'?: (string);
  'accessCode'?: (string);
  'deliveryMethod'?: (string);
  'isAnonymous'?: (boolean);
  'senderName'?: (string);
  'senderCustomTitle'?: (string);
  'messageType'?: (string);
  'isDelivered'?: (boolean);
  'notifyDelivery'?: (boolean);
  'notifyRead'?: (boolean);
  'isReleased'?: (boolean);
}

export interface GetDeliveryEnvelopeResponse__Output {
  'messageId': (string);
  'userId': (string);
  'recipient': (string);
  'recipientEmail': (string);
  'accessCode': (string);
  'deliveryMethod': (string);
  'isAnonymous': (boolean);
  'senderName': (string);
  'senderCustomTitle': (string);
  'messageType': (string);
  'isDelivered': (boolean);
  'notifyDelivery': (boolean);
  'notifyRead': (boolean);
  'isReleased': (boolean);
}
