// Original file: app/common/v1/event_admin.proto

import type { Long } from '@grpc/proto-loader';

export interface DeadLetter {
  'id'?: (string);
  'consumer'?: (string);
  'subject'?: (string);
  'streamSequence'?: (number | string | Long);
  'eventId'?: (string);
  'eventType'?: (string);
  'attempts'?: (number);
  'lastError'?: (string);
  'setAsideAt'?: (string);
  'retriedAt'?: (string);
}

export interface DeadLetter__Output {
  'id': (string);
  'consumer': (string);
  'subject': (string);
  'streamSequence': (string);
  'eventId': (string);
  'eventType': (string);
  'attempts': (number);
  'lastError': (string);
  'setAsideAt': (string);
  'retriedAt': (string);
}
