// Original file: app/auth/v1/auth.proto

import type { Language as _app_common_v1_Language, Language__Output as _app_common_v1_Language__Output } from '../../../app/common/v1/Language.ts';

export interface ClientContext {
  'language'?: (_app_common_v1_Language);
  'timeZone'?: (string);
  'ip'?: (string);
}

export interface ClientContext__Output {
  'language': (_app_common_v1_Language__Output);
  'timeZone': (string);
  'ip': (string);
}
