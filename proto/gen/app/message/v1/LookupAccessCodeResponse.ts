// Original file: app/message/v1/message.proto

import type { SecurityLevel as _app_common_v1_SecurityLevel, SecurityLevel__Output as _app_common_v1_SecurityLevel__Output } from '../../../app/common/v1/SecurityLevel.ts';
import type { SchedulingType as _app_message_v1_SchedulingType, SchedulingType__Output as _app_message_v1_SchedulingType__Output } from '../../../app/message/v1/SchedulingType.ts';

export interface LookupAccessCodeResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'accessCode'?: (string);
  'securityLevel'?: (_app_common_v1_SecurityLevel);
  'questions'?: (string)[];
  'isOpenable'?: (boolean);
  'deliveryDate'?: (string);
  'schedulingType'?: (_app_message_v1_SchedulingType);
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
  'choicesToken': (string);
}
