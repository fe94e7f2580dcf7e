// Original file: app/scheduler/v1/scheduler.proto

import type { ContactState as _app_scheduler_v1_ContactState, ContactState__Output as _app_scheduler_v1_ContactState__Output } from '../../../app/scheduler/v1/ContactState.ts';

export interface ContactCheck {
  'state'?: (_app_scheduler_v1_ContactState);
  'respondBy'?: (string);
}

export interface ContactCheck__Output {
  'state': (_app_scheduler_v1_ContactState__Output);
  'respondBy': (string);
}
