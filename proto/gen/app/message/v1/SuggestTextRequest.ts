// Original file: app/message/v1/message.proto

import type { Owner as _app_message_v1_Owner, Owner__Output as _app_message_v1_Owner__Output } from '../../../app/message/v1/Owner.ts';

export interface SuggestTextRequest {
  'owner'?: (_app_message_v1_Owner | null);
  'task'?: (string);
  'text'?: (string);
  'language'?: (string);
  'messageType'?: (string);
  'recipientName'?: (string);
}

export interface SuggestTextRequest__Output {
  'owner': (_app_message_v1_Owner__Output | null);
  'task': (string);
  'text': (string);
  'language': (string);
  'messageType': (string);
  'recipientName': (string);
}
