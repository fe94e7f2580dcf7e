// Original file: app/message/v1/message.proto

import type { PostalAddress as _app_message_v1_PostalAddress, PostalAddress__Output as _app_message_v1_PostalAddress__Output } from '../../../app/message/v1/PostalAddress.ts';

export interface PostalLetterContent {
  'userId'?: (string);
  'recipient'?: (string);
  'postalAddress'?: (_app_message_v1_PostalAddress | null);
  'senderName'?: (string);
  'subject'?: (string);
  'content'?: (string);
  'isProtected'?: (boolean);
  'accessCode'?: (string);
  'hasMedia'?: (boolean);
  'isDelivered'?: (boolean);
  'choicesToken'?: (string);
}

export interface PostalLetterContent__Output {
  'userId': (string);
  'recipient': (string);
  'postalAddress': (_app_message_v1_PostalAddress__Output | null);
  'senderName': (string);
  'subject': (string);
  'content': (string);
  'isProtected': (boolean);
  'accessCode': (string);
  'hasMedia': (boolean);
  'isDelivered': (boolean);
  'choicesToken': (string);
}
