// Original file: app/message/v1/message.proto

import type { MessageSummary as _app_message_v1_MessageSummary, MessageSummary__Output as _app_message_v1_MessageSummary__Output } from '../../../app/message/v1/MessageSummary.ts';
import type { PostalAddress as _app_message_v1_PostalAddress, PostalAddress__Output as _app_message_v1_PostalAddress__Output } from '../../../app/message/v1/PostalAddress.ts';

export interface GetMessageResponse {
  'summary'?: (_app_message_v1_MessageSummary | null);
  'content'?: (string);
  'senderName'?: (string);
  'senderEmail'?: (string);
  'senderCustomTitle'?: (string);
  'questions'?: (string)[];
  'templateId'?: (number);
  'postalAddress'?: (_app_message_v1_PostalAddress | null);
}

export interface GetMessageResponse__Output {
  'summary': (_app_message_v1_MessageSummary__Output | null);
  'content': (string);
  'senderName': (string);
  'senderEmail': (string);
  'senderCustomTitle': (string);
  'questions': (string)[];
  'templateId': (number);
  'postalAddress': (_app_message_v1_PostalAddress__Output | null);
}
