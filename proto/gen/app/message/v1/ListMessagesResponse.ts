// Original file: app/message/v1/message.proto

import type { MessageSummary as _app_message_v1_MessageSummary, MessageSummary__Output as _app_message_v1_MessageSummary__Output } from '../../../app/message/v1/MessageSummary.ts';

export interface ListMessagesResponse {
  'messages'?: (_app_message_v1_MessageSummary)[];
}

export interface ListMessagesResponse__Output {
  'messages': (_app_message_v1_MessageSummary__Output)[];
}
