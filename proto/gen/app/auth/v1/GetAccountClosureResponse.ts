// Original file: app/auth/v1/auth.proto

import type { AccountClosure as _app_auth_v1_AccountClosure, AccountClosure__Output as _app_auth_v1_AccountClosure__Output } from '../../../app/auth/v1/AccountClosure.ts';

export interface GetAccountClosureResponse {
  'closure'?: (_app_auth_v1_AccountClosure | null);
}

export interface GetAccountClosureResponse__Output {
  'closure': (_app_auth_v1_AccountClosure__Output | null);
}
