// Original file: app/auth/v1/auth.proto

import type { NamedUser as _app_auth_v1_NamedUser, NamedUser__Output as _app_auth_v1_NamedUser__Output } from '../../../app/auth/v1/NamedUser.ts';

export interface NameUsersResponse {
  'users'?: (_app_auth_v1_NamedUser)[];
}

export interface NameUsersResponse__Output {
  'users': (_app_auth_v1_NamedUser__Output)[];
}
