// Original file: app/access/v1/access.proto

import type { Refusal as _app_access_v1_Refusal, Refusal__Output as _app_access_v1_Refusal__Output } from '../../../app/access/v1/Refusal.ts';

export interface AccessResponse {
  'refusal'?: (_app_access_v1_Refusal | null);
  'accessCode'?: (string);
  'securityLevel'?: (string);
  'noSecurityRequired'?: (boolean);
  'questions'?: (string)[];
  'attempts'?: (number);
  'maxAttempts'?: (number);
  'isLocked'?: (boolean);
}

export interface AccessResponse__Output {
  'refusal': (_app_access_v1_Refusal__Output | null);
  'accessCode': (string);
  'securityLevel': (string);
  'noSecurityRequired': (boolean);
  'questions': (string)[];
  'attempts': (number);
  'maxAttempts': (number);
  'isLocked': (boolean);
}
