// Original file: app/auth/v1/auth.proto

import type { ClientContext as _app_auth_v1_ClientContext, ClientContext__Output as _app_auth_v1_ClientContext__Output } from '../../../app/auth/v1/ClientContext.ts';

export interface RegisterRequest {
  'username'?: (string);
  'email'?: (string);
  'password'?: (string);
  'fullName'?: (string);
  'client'?: (_app_auth_v1_ClientContext | null);
}

export interface RegisterRequest__Output {
  'username': (string);
  'email': (string);
  'password': (string);
  'fullName': (string);
  'client': (_app_auth_v1_ClientContext__Output | null);
}
