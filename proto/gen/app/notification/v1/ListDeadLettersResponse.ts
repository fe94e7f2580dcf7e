// Original file: app/notification/v1/notification.proto

import type { DeadLetter as _app_notification_v1_DeadLetter, DeadLetter__Output as _app_notification_v1_DeadLetter__Output } from '../../../app/notification/v1/DeadLetter.ts';

export interface ListDeadLettersResponse {
  'deadLetters'?: (_app_notification_v1_DeadLetter)[];
  'total'?: (number);
}

export interface ListDeadLettersResponse__Output {
  'deadLetters': (_app_notification_v1_DeadLetter__Output)[];
  'total': (number);
}
