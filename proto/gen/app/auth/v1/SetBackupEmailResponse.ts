// Original file: app/auth/v1/auth.proto

import type { User as _app_auth_v1_User, User__Output as _app_auth_v1_User__Output } from '../../../app/auth/v1/User.ts';

export interface SetBackupEmailResponse {
  'user'?: (_app_auth_v1_User | null);
}

export interface SetBackupEmailResponse__Output {
  'user': (_app_auth_v1_User__Output | null);
}
