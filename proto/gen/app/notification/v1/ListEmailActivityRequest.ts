// Original file: app/notification/v1/notification.proto

import type { EmailActivityKind as _app_notification_v1_EmailActivityKind, EmailActivityKind__Output as _app_notification_v1_EmailActivityKind__Output } from '../../../app/notification/v1/EmailActivityKind.ts';

export interface ListEmailActivityRequest {
  'limit'?: (number);
  'kind'?: (_app_notification_v1_EmailActivityKind);
}

export interface ListEmailActivityRequest__Output {
  'limit': (number);
  'kind': (_app_notification_v1_EmailActivityKind__Output);
}
