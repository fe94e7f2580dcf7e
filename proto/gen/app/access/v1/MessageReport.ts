// Original file: app/access/v1/access.proto


export interface MessageReport {
  'id'?: (string);
  'messageId'?: (string);
  'senderUserId'?: (string);
  'reason'?: (string);
  'details'?: (string);
  'shareContent'?: (boolean);
  'createdAt'?: (string);
  'subject'?: (string);
  'content'?: (string);
  'senderName'?: (string);
  'isAnonymous'?: (boolean);
}

export interface MessageReport__Output {
  'id': (string);
  'messageId': (string);
  'senderUserId': (string);
  'reason': (string);
  'details': (string);
  'shareContent': (boolean);
  'createdAt': (string);
  'subject': (string);
  'content': (string);
  'senderName': (string);
  'isAnonymous': (boolean);
}
