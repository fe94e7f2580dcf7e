// Original file: app/auth/v1/auth.proto

import type { User as _app_auth_v1_User, User__Output as _app_auth_v1_User__Output } from '../../../app/auth/v1/User.ts';

export interface ListAdminsResponse {
  'admins'?: (_app_auth_v1_User)[];
}

export interface ListAdminsResponse__Output {
  'admins': (_app_auth_v1_User__Output)[];
}
