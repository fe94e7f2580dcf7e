// Original file: app/auth/v1/auth.proto

import type { Language as _app_common_v1_Language, Language__Output as _app_common_v1_Language__Output } from '../../../app/common/v1/Language.ts';

export interface Farewell {
  'email'?: (string);
  'fullName'?: (string);
  'language'?: (_app_common_v1_Language);
}

export interface Farewell__Output {
  'email': (string);
  'fullName': (string);
  'language': (_app_common_v1_Language__Output);
}
