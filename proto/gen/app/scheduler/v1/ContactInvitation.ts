// Original file: app/scheduler/v1/scheduler.proto

import type { ContactInvitationState as _app_scheduler_v1_ContactInvitationState, ContactInvitationState__Output as _app_scheduler_v1_ContactInvitationState__Output } from '../../../app/scheduler/v1/ContactInvitationState.ts';

export interface ContactInvitation {
  'state'?: (_app_scheduler_v1_ContactInvitationState);
  'open'?: (boolean);
}

export interface ContactInvitation__Output {
  'state': (_app_scheduler_v1_ContactInvitationState__Output);
  'open': (boolean);
}
