// Original file: app/message/v1/message.proto


export interface RemovedMessage {
  'messageId'?: (string);
  'messageType'?: (string);
  'deliveryMethod'?: (string);
  'schedulingType'?: (string);
  'reason'?: (string);
  'createdAt'?: (string);
  'sealedAt'?: (string);
  'deliveredAt'?: (string);
  'readAt'?: (string);
  'deletedAt'?: (string);
}

export interface RemovedMessage__Output {
  'messageId': (string);
  'messageType': (string);
  'deliveryMethod': (string);
  'schedulingType': (string);
  'reason': (string);
  'createdAt': (string);
  'sealedAt': (string);
  'deliveredAt': (string);
  'readAt': (string);
  'deletedAt': (string);
}
