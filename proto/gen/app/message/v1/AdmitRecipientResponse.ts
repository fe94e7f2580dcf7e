// Original file: app/message/v1/message.proto

import type { SecurityLevel as _app_common_v1_SecurityLevel, SecurityLevel__Output as _app_common_v1_SecurityLevel__Output } from '../../../app/common/v1/SecurityLevel.ts';
import type { RecipientLetter as _app_message_v1_RecipientLetter, RecipientLetter__Output as _app_message_v1_RecipientLetter__Output } from '../../../app/message/v1/RecipientLetter.ts';

export interface AdmitRecipientResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'accessCode'?: (string);
  'securityLevel'?: (_app_common_v1_SecurityLevel);
  'isOpenable'?: (boolean);
  'deliveryDate'?: (string);
  'hasQuestions'?: (boolean);
  'wrongAnswers'?: (boolean);
  'attemptToReserve'?: (boolean);
  'letter'?: (_app_message_v1_RecipientLetter | null);
}

export interface AdmitRecipientResponse__Output {
  'messageId': (string);
  'userId': (string);
  'accessCode': (string);
  'securityLevel': (_app_common_v1_SecurityLevel__Output);
  'isOpenable': (boolean);
  'deliveryDate': (string);
  'hasQuestions': (boolean);
  'wrongAnswers': (boolean);
  'attemptToReserve': (boolean);
  'letter': (_app_message_v1_RecipientLetter__Output | null);
}
