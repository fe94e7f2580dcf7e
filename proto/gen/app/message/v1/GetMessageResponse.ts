// Original file: app/message/v1/message.proto

import type { MessageSummary as _app_message_v1_MessageSummary, MessageSummary__Output as _app_message_v1_MessageSummary__Output } from '../../../app/message/v1/MessageSummary.ts';
import type { PostalAddress as _app_message_v1_PostalAddress, PostalAddress__Output as _app_message_v1_PostalAddress__Output } from '../../../app/message/v1/PostalAddress.ts';
import type { TrustedContact as _app_message_v1_TrustedContact, TrustedContact__Output as _app_message_v1_TrustedContact__Output } from '../../../app/message/v1/TrustedContact.ts';

export interface GetMessageResponse {
  'summary'?: (_app_message_v1_MessageSummary | null);
  'content'?: (string);
  'senderName'?: (string);
  'senderEmail'?: (string);
  'senderCustomTitle'?: (string);
  'questions'?: (string)[];
  'templateId'?: (number);
  'postalAddress'?: (_app_message_v1_PostalAddress | null);
  'trustedContact'?: (_app_message_v1_TrustedContact | null);
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
  'trustedContact': (_app_message_v1_TrustedContact__Output | null);
}
