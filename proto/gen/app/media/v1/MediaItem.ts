// Original file: app/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface MediaItem {
  'id'?: (string);
  'messageId'?: (string);
  'mediaType'?: (string);
  'contentType'?: (string);
  'size'?: (number | string | Long);
  'createdAt'?: (string);
}

export interface MediaItem__Output {
  'id': (string);
  'messageId': (string);
  'mediaType': (string);
  'contentType': (string);
  'size': (string);
  'createdAt': (string);
}
