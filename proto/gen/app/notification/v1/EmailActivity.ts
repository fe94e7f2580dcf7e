// Original file: app/notification/v1/notification.proto

import type { EmailActivityKind as _app_notification_v1_EmailActivityKind, EmailActivityKind__Output as _app_notification_v1_EmailActivityKind__Output } from '../../../app/notification/v1/EmailActivityKind.ts';
import type { EmailActivityStatus as _app_notification_v1_EmailActivityStatus, EmailActivityStatus__Output as _app_notification_v1_EmailActivityStatus__Output } from '../../../app/notification/v1/EmailActivityStatus.ts';

export interface EmailActivity {
  'at'?: (string);
  'kind'?: (_app_notification_v1_EmailActivityKind);
  'status'?: (_app_notification_v1_EmailActivityStatus);
  'messageId'?: (string);
  'attempts'?: (number);
  'detail'?: (string);
}

export interface EmailActivity__Output {
  'at': (string);
  'kind': (_app_notification_v1_EmailActivityKind__Output);
  'status': (_app_notification_v1_EmailActivityStatus__Output);
  'messageId': (string);
  'attempts': (number);
  'detail': (string);
}
