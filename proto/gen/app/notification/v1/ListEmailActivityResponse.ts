// Original file: app/notification/v1/notification.proto

import type { EmailActivity as _app_notification_v1_EmailActivity, EmailActivity__Output as _app_notification_v1_EmailActivity__Output } from '../../../app/notification/v1/EmailActivity.ts';

export interface ListEmailActivityResponse {
  'entries'?: (_app_notification_v1_EmailActivity)[];
}

export interface ListEmailActivityResponse__Output {
  'entries': (_app_notification_v1_EmailActivity__Output)[];
}
