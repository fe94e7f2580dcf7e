// Original file: app/scheduler/v1/scheduler.proto

import type { LifeProofState as _app_scheduler_v1_LifeProofState, LifeProofState__Output as _app_scheduler_v1_LifeProofState__Output } from '../../../app/scheduler/v1/LifeProofState.ts';
import type { ContactInvitationState as _app_scheduler_v1_ContactInvitationState, ContactInvitationState__Output as _app_scheduler_v1_ContactInvitationState__Output } from '../../../app/scheduler/v1/ContactInvitationState.ts';

export interface LifeProofSwitch {
  'messageId'?: (string);
  'userId'?: (string);
  'state'?: (_app_scheduler_v1_LifeProofState);
  'missedCheckIns'?: (number);
  'nextCheckInAt'?: (string);
  'deliverAt'?: (string);
  'contactInvitation'?: (_app_scheduler_v1_ContactInvitationState);
  'lastLifeSignAt'?: (string);
  'lastLifeSign'?: (string);
  'testCheckIn'?: (boolean);
}

export interface LifeProofSwitch__Output {
  'messageId': (string);
  'userId': (string);
  'state': (_app_scheduler_v1_LifeProofState__Output);
  'missedCheckIns': (number);
  'nextCheckInAt': (string);
  'deliverAt': (string);
  'contactInvitation': (_app_scheduler_v1_ContactInvitationState__Output);
  'lastLifeSignAt': (string);
  'lastLifeSign': (string);
  'testCheckIn': (boolean);
}
