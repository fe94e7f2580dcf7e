// Original file: app/message/v1/message.proto

import type { Language as _app_common_v1_Language, Language__Output as _app_common_v1_Language__Output } from '../../../app/common/v1/Language.ts';

export interface Owner {
  'userId'?: (string);
  'username'?: (string);
  'fullName'?: (string);
  'email'?: (string);
  'isEmailVerified'?: (boolean);
  'language'?: (_app_common_v1_Language);
}

export interface Owner__Output {
  'userId': (string);
  'username': (string);
  'fullName': (string);
  'email': (string);
  'isEmailVerified': (boolean);
  'language': (_app_common_v1_Language__Output);
}
