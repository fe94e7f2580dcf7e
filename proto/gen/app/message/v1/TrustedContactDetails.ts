// Original file: app/message/v1/message.proto

import type { TrustedContact as _app_message_v1_TrustedContact, TrustedContact__Output as _app_message_v1_TrustedContact__Output } from '../../../app/message/v1/TrustedContact.ts';

export interface TrustedContactDetails {
  'userId'?: (string);
  'contact'?: (_app_message_v1_TrustedContact | null);
}

export interface TrustedContactDetails__Output {
  'userId': (string);
  'contact': (_app_message_v1_TrustedContact__Output | null);
}
