// Original file: app/message/v1/message.proto


export interface Deletion {
  'messageId'?: (string);
  'userId'?: (string);
  'reason'?: (string);
  'wasDelivered'?: (boolean);
  'deletedAt'?: (string);
}

export interface Deletion__Output {
  'messageId': (string);
  'userId': (string);
  'reason': (string);
  'wasDelivered': (boolean);
  'deletedAt': (string);
}
