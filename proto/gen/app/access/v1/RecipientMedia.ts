// Original file: app/access/v1/access.proto

import type { Long } from '@grpc/proto-loader';

export interface RecipientMedia {
  'id'?: (string);
  'mediaType'?: (string);
  'contentType'?: (string);
  'size'?: (number | string | Long);
}

export interface RecipientMedia__Output {
  'id': (string);
  'mediaType': (string);
  'contentType': (string);
  'size': (string);
}
