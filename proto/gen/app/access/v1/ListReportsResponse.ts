// Original file: app/access/v1/access.proto

import type { MessageReport as _app_access_v1_MessageReport, MessageReport__Output as _app_access_v1_MessageReport__Output } from '../../../app/access/v1/MessageReport.ts';

export interface ListReportsResponse {
  'reports'?: (_app_access_v1_MessageReport)[];
}

export interface ListReportsResponse__Output {
  'reports': (_app_access_v1_MessageReport__Output)[];
}
