// Original file: app/message/v1/message.proto

import type { RemovedMessage as _app_message_v1_RemovedMessage, RemovedMessage__Output as _app_message_v1_RemovedMessage__Output } from '../../../app/message/v1/RemovedMessage.ts';

export interface ListRemovedMessagesResponse {
  'messages'?: (_app_message_v1_RemovedMessage)[];
}

export interface ListRemovedMessagesResponse__Output {
  'messages': (_app_message_v1_RemovedMessage__Output)[];
}
