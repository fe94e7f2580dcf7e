// Original file: app/message/v1/message.proto

import type { Owner as _app_message_v1_Owner, Owner__Output as _app_message_v1_Owner__Output } from '../../../app/message/v1/Owner.ts';
import type { QuestionInput as _app_message_v1_QuestionInput, QuestionInput__Output as _app_message_v1_QuestionInput__Output } from '../../../app/message/v1/QuestionInput.ts';

export interface AddQuestionRequest {
  'owner'?: (_app_message_v1_Owner | null);
  'messageId'?: (string);
  'question'?: (_app_message_v1_QuestionInput | null);
}

export interface AddQuestionRequest__Output {
  'owner': (_app_message_v1_Owner__Output | null);
  'messageId': (string);
  'question': (_app_message_v1_QuestionInput__Output | null);
}
