// Original file: app/notification/v1/notification.proto

import type { Long } from '@grpc/proto-loader';

export interface DeadLetter {
  'sequence'?: (number | string | Long);
  'setAsideAt'?: (string);
  'consumer'?: (string);
  'eventType'?: (string);
  'eventId'?: (string);
  'attempts'?: (number);
  'error'?: (string);
}

export interface DeadLetter__Output {
  'sequence': (string);
  'setAsideAt': (string);
  'consumer': (string);
  'eventType': (string);
  'eventId': (string);
  'attempts': (number);
  'error': (string);
}
