// Original file: app/notification/v1/notification.proto

import type { LetterStatus as _app_notification_v1_LetterStatus, LetterStatus__Output as _app_notification_v1_LetterStatus__Output } from '../../../app/notification/v1/LetterStatus.ts';

export interface PostalLetter {
  'id'?: (string);
  'reference'?: (string);
  'messageId'?: (string);
  'status'?: (_app_notification_v1_LetterStatus);
  'queuedAt'?: (string);
  'printedAt'?: (string);
  'postedAt'?: (string);
  'returnedAt'?: (string);
}

export interface PostalLetter__Output {
  'id': (string);
  'reference': (string);
  'messageId': (string);
  'status': (_app_notification_v1_LetterStatus__Output);
  'queuedAt': (string);
  'printedAt': (string);
  'postedAt': (string);
  'returnedAt': (string);
}
