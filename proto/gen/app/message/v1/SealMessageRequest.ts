// Original file: app/message/v1/message.proto

import type { Owner as _app_message_v1_Owner, Owner__Output as _app_message_v1_Owner__Output } from '../../../app/message/v1/Owner.ts';

export interface SealMessageRequest {
  'owner'?: (_app_message_v1_Owner | null);
  'messageId'?: (string);
  'timeZone'?: (string);
  'confirmBouncedAddress'?: (boolean);
}

export interface SealMessageRequest__Output {
  'owner': (_app_message_v1_Owner__Output | null);
  'messageId': (string);
  'timeZone': (string);
  'confirmBouncedAddress': (boolean);
}
