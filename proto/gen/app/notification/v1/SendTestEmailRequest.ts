// Original file: app/notification/v1/notification.proto

import type { Language as _app_common_v1_Language, Language__Output as _app_common_v1_Language__Output } from '../../../app/common/v1/Language.ts';

export interface SendTestEmailRequest {
  'to'?: (string);
  'subject'?: (string);
  'message'?: (string);
  'language'?: (_app_common_v1_Language);
  'requestedBy'?: (string);
}

export interface SendTestEmailRequest__Output {
  'to': (string);
  'subject': (string);
  'message': (string);
  'language': (_app_common_v1_Language__Output);
  'requestedBy': (string);
}
