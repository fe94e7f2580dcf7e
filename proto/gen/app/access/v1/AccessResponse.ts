// Original file: app/access/v1/access.proto

import type { Refusal as _app_access_v1_Refusal, Refusal__Output as _app_access_v1_Refusal__Output } from '../../../app/access/v1/Refusal.ts';
import type { SecurityLevel as _app_common_v1_SecurityLevel, SecurityLevel__Output as _app_common_v1_SecurityLevel__Output } from '../../../app/common/v1/SecurityLevel.ts';

export interface AccessResponse {
  'refusal'?: (_app_access_v1_Refusal | null);
  'accessCode'?: (string);
  'securityLevel'?: (_app_common_v1_SecurityLevel);
  'noSecurityRequired'?: (boolean);
  'questions'?: (string)[];
  'attempts'?: (number);
  'maxAttempts'?: (number);
  'isLocked'?: (boolean);
}

export interface AccessResponse__Output {
  'refusal': (_app_access_v1_Refusal__Output | null);
  'accessCode': (string);
  'securityLevel': (_app_common_v1_SecurityLevel__Output);
  'noSecurityRequired': (boolean);
  'questions': (string)[];
  'attempts': (number);
  'maxAttempts': (number);
  'isLocked': (boolean);
}
