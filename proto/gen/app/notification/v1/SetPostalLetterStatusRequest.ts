// Original file: app/notification/v1/notification.proto

import type { LetterStatus as _app_notification_v1_LetterStatus, LetterStatus__Output as _app_notification_v1_LetterStatus__Output } from '../../../app/notification/v1/LetterStatus.ts';

export interface SetPostalLetterStatusRequest {
  'letterId'?: (string);
  'status'?: (_app_notification_v1_LetterStatus);
}

export interface SetPostalLetterStatusRequest__Output {
  'letterId': (string);
  'status': (_app_notification_v1_LetterStatus__Output);
}
