// Original file: app/message/v1/message.proto


export interface GetTombstoneResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'recipient'?: (string);
  'recipientEmail'?: (string);
  'reason'?: (string);
  'senderName'?: (string);
}

export interface GetTombstoneResponse__Output {
  'messageId': (string);
  'userId': (string);
  'recipient': (string);
  'recipientEmail': (string);
  'reason': (string);
  'senderName': (string);
}
