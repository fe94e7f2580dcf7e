// Original file: app/access/v1/access.proto

import type { MediaType as _app_common_v1_MediaType, MediaType__Output as _app_common_v1_MediaType__Output } from '../../../app/common/v1/MediaType.ts';
import type { Long } from '@grpc/proto-loader';

export interface RecipientMedia {
  'id'?: (string);
  'mediaType'?: (_app_common_v1_MediaType);
  'contentType'?: (string);
  'size'?: (number | string | Long);
}

export interface RecipientMedia__Output {
  'id': (string);
  'mediaType': (_app_common_v1_MediaType__Output);
  'contentType': (string);
  'size': (string);
}
