// Original file: app/notification/v1/notification.proto

import type { PostalLetter as _app_notification_v1_PostalLetter, PostalLetter__Output as _app_notification_v1_PostalLetter__Output } from '../../../app/notification/v1/PostalLetter.ts';

export interface ListPostalLettersResponse {
  'letters'?: (_app_notification_v1_PostalLetter)[];
}

export interface ListPostalLettersResponse__Output {
  'letters': (_app_notification_v1_PostalLetter__Output)[];
}
