// Original file: app/message/v1/message.proto

import type { SchedulingType as _app_message_v1_SchedulingType, SchedulingType__Output as _app_message_v1_SchedulingType__Output } from '../../../app/message/v1/SchedulingType.ts';
import type { LifeProofCadence as _app_message_v1_LifeProofCadence, LifeProofCadence__Output as _app_message_v1_LifeProofCadence__Output } from '../../../app/message/v1/LifeProofCadence.ts';

export interface ReadyMessage {
  'messageId'?: (string);
  'userId'?: (string);
  'schedulingType'?: (_app_message_v1_SchedulingType);
  'deliveryDate'?: (string);
  'timeZone'?: (string);
  'lifeProofCadence'?: (_app_message_v1_LifeProofCadence);
  'hasTrustedContact'?: (boolean);
  'deliverNotBefore'?: (string);
  'trustedContactChanges'?: (number);
}

export interface ReadyMessage__Output {
  'messageId': (string);
  'userId': (string);
  'schedulingType': (_app_message_v1_SchedulingType__Output);
  'deliveryDate': (string);
  'timeZone': (string);
  'lifeProofCadence': (_app_message_v1_LifeProofCadence__Output);
  'hasTrustedContact': (boolean);
  'deliverNotBefore': (string);
  'trustedContactChanges': (number);
}
