// Original file: app/auth/v1/auth.proto

import type { User as _app_auth_v1_User, User__Output as _app_auth_v1_User__Output } from '../../../app/auth/v1/User.ts';

export interface GetSessionResponse {
  'user'?: (_app_auth_v1_User | null);
  'userAssertion'?: (string);
}

export interface GetSessionResponse__Output {
  'user': (_app_auth_v1_User__Output | null);
  'userAssertion': (string);
}
