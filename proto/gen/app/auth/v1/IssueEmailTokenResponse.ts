// Original file: app/auth/v1/auth.proto

import type { EmailTokenPurpose as _app_auth_v1_EmailTokenPurpose, EmailTokenPurpose__Output as _app_auth_v1_EmailTokenPurpose__Output } from '../../../app/auth/v1/EmailTokenPurpose.ts';
import type { Language as _app_common_v1_Language, Language__Output as _app_common_v1_Language__Output } from '../../../app/common/v1/Language.ts';

export interface IssueEmailTokenResponse {
  'token'?: (string);
  'purpose'?: (_app_auth_v1_EmailTokenPurpose);
  'email'?: (string);
  'username'?: (string);
  'fullName'?: (string);
  'language'?: (_app_common_v1_Language);
  'expiresAt'?: (string);
  'timeZone'?: (string);
}

export interface IssueEmailTokenResponse__Output {
  'token': (string);
  'purpose': (_app_auth_v1_EmailTokenPurpose__Output);
  'email': (string);
  'username': (string);
  'fullName': (string);
  'language': (_app_common_v1_Language__Output);
  'expiresAt': (string);
  'timeZone': (string);
}
