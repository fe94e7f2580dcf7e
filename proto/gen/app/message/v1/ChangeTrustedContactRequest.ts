// Original file: app/message/v1/message.proto

import type { Owner as _app_message_v1_Owner, Owner__Output as _app_message_v1_Owner__Output } from '../../../app/message/v1/Owner.ts';
import type { TrustedContact as _app_message_v1_TrustedContact, TrustedContact__Output as _app_message_v1_TrustedContact__Output } from '../../../app/message/v1/TrustedContact.ts';

export interface ChangeTrustedContactRequest {
  'owner'?: (_app_message_v1_Owner | null);
  'messageId'?: (string);
  'contact'?: (_app_message_v1_TrustedContact | null);
}

export interface ChangeTrustedContactRequest__Output {
  'owner': (_app_message_v1_Owner__Output | null);
  'messageId': (string);
  'contact': (_app_message_v1_TrustedContact__Output | null);
}
