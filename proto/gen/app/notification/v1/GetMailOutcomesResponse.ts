// Original file: app/notification/v1/notification.proto

import type { MailOutcomeDay as _app_notification_v1_MailOutcomeDay, MailOutcomeDay__Output as _app_notification_v1_MailOutcomeDay__Output } from '../../../app/notification/v1/MailOutcomeDay.ts';
import type { DomainBlocks as _app_notification_v1_DomainBlocks, DomainBlocks__Output as _app_notification_v1_DomainBlocks__Output } from '../../../app/notification/v1/DomainBlocks.ts';

export interface GetMailOutcomesResponse {
  'days'?: (_app_notification_v1_MailOutcomeDay)[];
  'domains'?: (_app_notification_v1_DomainBlocks)[];
}

export interface GetMailOutcomesResponse__Output {
  'days': (_app_notification_v1_MailOutcomeDay__Output)[];
  'domains': (_app_notification_v1_DomainBlocks__Output)[];
}
