// Original file: app/auth/v1/auth.proto

import type { User as _app_auth_v1_User, User__Output as _app_auth_v1_User__Output } from '../../../app/auth/v1/User.ts';

export interface SessionResponse {
  'user'?: (_app_auth_v1_User | null);
  'sessionToken'?: (string);
  'userAssertion'?: (string);
}

export interface SessionResponse__Output {
  'user': (_app_auth_v1_User__Output | null);
  'sessionToken': (string);
  'userAssertion': (string);
}
