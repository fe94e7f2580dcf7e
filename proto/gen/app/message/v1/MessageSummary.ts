// Original file: app/message/v1/message.proto


export interface MessageSummary {
  'id'?: (string);
  'recipient'?: (string);
  'recipientEmail'?: (string);
  'subject'?: (string);
  'messageType'?: (string);
  'securityLevel'?: (string);
  'deliveryMethod'?: (string);
  'deliveryDate'?: (string);
  'schedulingType'?: (string);
  'accessCode'?: (string);
  'status'?: (string);
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
}

export interface MessageSummary__Output {
  'id': (string);
  'recipient': (string);
  'recipientEmail': (string);
  'subject': (string);
  'messageType': (string);
  'securityLevel': (string);
  'deliveryMethod': (string);
  'deliveryDate': (string);
  'schedulingType': (string);
  'accessCode': (string);
  'status': (string);
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
}
