// Original file: app/notification/v1/notification.proto

import type { LetterStatus as _app_notification_v1_LetterStatus, LetterStatus__Output as _app_notification_v1_LetterStatus__Output } from '../../../app/notification/v1/LetterStatus.ts';

export interface ListPostalLettersRequest {
  'status'?: (_app_notification_v1_LetterStatus);
  'limit'?: (number);
}

export interface ListPostalLettersRequest__Output {
  'status': (_app_notification_v1_LetterStatus__Output);
  'limit': (number);
}
