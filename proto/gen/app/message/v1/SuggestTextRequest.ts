// Original file: app/message/v1/message.proto

import type { Owner as _app_message_v1_Owner, Owner__Output as _app_message_v1_Owner__Output } from '../../../app/message/v1/Owner.ts';
import type { AssistantTask as _app_message_v1_AssistantTask, AssistantTask__Output as _app_message_v1_AssistantTask__Output } from '../../../app/message/v1/AssistantTask.ts';
import type { Language as _app_common_v1_Language, Language__Output as _app_common_v1_Language__Output } from '../../../app/common/v1/Language.ts';
import type { MessageType as _app_message_v1_MessageType, MessageType__Output as _app_message_v1_MessageType__Output } from '../../../app/message/v1/MessageType.ts';

export interface SuggestTextRequest {
  'owner'?: (_app_message_v1_Owner | null);
  'task'?: (_app_message_v1_AssistantTask);
  'text'?: (string);
  'language'?: (_app_common_v1_Language);
  'messageType'?: (_app_message_v1_MessageType);
  'recipientName'?: (string);
}

export interface SuggestTextRequest__Output {
  'owner': (_app_message_v1_Owner__Output | null);
  'task': (_app_message_v1_AssistantTask__Output);
  'text': (string);
  'language': (_app_common_v1_Language__Output);
  'messageType': (_app_message_v1_MessageType__Output);
  'recipientName': (string);
}
