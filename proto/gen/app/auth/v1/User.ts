// Original file: app/auth/v1/auth.proto

import type { UserRole as _app_auth_v1_UserRole, UserRole__Output as _app_auth_v1_UserRole__Output } from '../../../app/auth/v1/UserRole.ts';
import type { Language as _app_common_v1_Language, Language__Output as _app_common_v1_Language__Output } from '../../../app/common/v1/Language.ts';

export interface User {
  'id'?: (string);
  'username'?: (string);
  'email'?: (string);
  'fullName'?: (string);
  'role'?: (_app_auth_v1_UserRole);
  'isEmailVerified'?: (boolean);
  'language'?: (_app_common_v1_Language);
  'timeZone'?: (string);
  'createdAt'?: (string);
  'backupEmail'?: (string);
  'isBackupEmailVerified'?: (boolean);
  'phone'?: (string);
  'isPhoneVerified'?: (boolean);
  'isSuspended'?: (boolean);
}

export interface User__Output {
  'id': (string);
  'username': (string);
  'email': (string);
  'fullName': (string);
  'role': (_app_auth_v1_UserRole__Output);
  'isEmailVerified': (boolean);
  'language': (_app_common_v1_Language__Output);
  'timeZone': (string);
  'createdAt': (string);
  'backupEmail': (string);
  'isBackupEmailVerified': (boolean);
  'phone': (string);
  'isPhoneVerified': (boolean);
  'isSuspended': (boolean);
}
