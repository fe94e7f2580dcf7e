// Original file: app/message/v1/message.proto

import type { MessageSummary as _app_message_v1_MessageSummary, MessageSummary__Output as _app_message_v1_MessageSummary__Output } from '../../../app/message/v1/MessageSummary.ts';

export interface GetMessageResponse {
  'summary'?: (_app_message_v1_MessageSummary | null);
  'content'?: (string);
  'senderName'?: (string);
  'senderEmail'?: (string);
  'senderCustomTitle'?: (string);
  'questions'?: (string)[];
  'templateId'?: (number);
}

export interface GetMessageResponse__Output {
  'summary': (_app_message_v1_MessageSummary__Output | null);
  'content': (string);
  'senderName': (string);
  'senderEmail': (string);
  'senderCustomTitle': (string);
  'questions': (string)[];
  'templateId': (number);
}
