// Original file: app/message/v1/message.proto

import type { SecurityLevel as _app_common_v1_SecurityLevel, SecurityLevel__Output as _app_common_v1_SecurityLevel__Output } from '../../../app/common/v1/SecurityLevel.ts';
import type { SchedulingType as _app_message_v1_SchedulingType, SchedulingType__Output as _app_message_v1_SchedulingType__Output } from '../../../app/message/v1/SchedulingType.ts';
import type { OpenForRecipientResponse as _app_message_v1_OpenForRecipientResponse, OpenForRecipientResponse__Output as _app_message_v1_OpenForRecipientResponse__Output } from '../../../app/message/v1/OpenForRecipientResponse.ts';

export interface LookupAccessCodeResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'accessCode'?: (string);
  'securityLevel'?: (_app_common_v1_SecurityLevel);
  'questions'?: (string)[];
  'isOpenable'?: (boolean);
  'deliveryDate'?: (string);
  'schedulingType'?: (_app_message_v1_SchedulingType);
  'opened'?: (_app_message_v1_OpenForRecipientResponse | null);
  'choicesToken'?: (string);
}

export interface LookupAccessCodeResponse__Output {
  'messageId': (string);
  'userId': (string);
  'accessCode': (string);
  'securityLevel': (_app_common_v1_SecurityLevel__Output);
  'questions': (string)[];
  'isOpenable': (boolean);
  'deliveryDate': (string);
  'schedulingType': (_app_message_v1_SchedulingType__Output);
  'opened': (_app_message_v1_OpenForRecipientResponse__Output | null);
  'choicesToken': (string);
}
