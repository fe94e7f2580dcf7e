// Original file: app/auth/v1/auth.proto

import type { User as _app_auth_v1_User, User__Output as _app_auth_v1_User__Output } from '../../../app/auth/v1/User.ts';

export interface RemoveBackupEmailResponse {
  'user'?: (_app_auth_v1_User | null);
}

export interface RemoveBackupEmailResponse__Output {
  'user': (_app_auth_v1_User__Output | null);
}
