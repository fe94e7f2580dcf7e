// Original file: app/message/v1/message.proto


export interface RecipientLetter {
  'messageId'?: (string);
  'userId'?: (string);
  'subject'?: (string);
  'content'?: (string);
  'recipient'?: (string);
  'isAnonymous'?: (boolean);
  'senderName'?: (string);
  'senderEmail'?: (string);
  'senderCustomTitle'?: (string);
  'createdAt'?: (string);
  'deliveredAt'?: (string);
  'hasMedia'?: (boolean);
}

export interface RecipientLetter__Output {
  'messageId': (string);
  'userId': (string);
  'subject': (string);
  'content': (string);
  'recipient': (string);
  'isAnonymous': (boolean);
  'senderName': (string);
  'senderEmail': (string);
  'senderCustomTitle': (string);
  'createdAt': (string);
  'deliveredAt': (string);
  'hasMedia': (boolean);
}
