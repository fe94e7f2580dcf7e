// Original file: app/media/v1/media.proto

import type { MediaType as _app_common_v1_MediaType, MediaType__Output as _app_common_v1_MediaType__Output } from '../../../app/common/v1/MediaType.ts';
import type { Long } from '@grpc/proto-loader';

export interface MediaItem {
  'id'?: (string);
  'messageId'?: (string);
  'mediaType'?: (_app_common_v1_MediaType);
  'contentType'?: (string);
  'size'?: (number | string | Long);
  'createdAt'?: (string);
}

export interface MediaItem__Output {
  'id': (string);
  'messageId': (string);
  'mediaType': (_app_common_v1_MediaType__Output);
  'contentType': (string);
  'size': (string);
  'createdAt': (string);
}
