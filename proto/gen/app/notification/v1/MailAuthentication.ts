// Original file: app/notification/v1/notification.proto

import type { DnsRecord as _app_notification_v1_DnsRecord, DnsRecord__Output as _app_notification_v1_DnsRecord__Output } from '../../../app/notification/v1/DnsRecord.ts';

export interface MailAuthentication {
  'signed'?: (boolean);
  'domain'?: (string);
  'records'?: (_app_notification_v1_DnsRecord)[];
}

export interface MailAuthentication__Output {
  'signed': (boolean);
  'domain': (string);
  'records': (_app_notification_v1_DnsRecord__Output)[];
}
