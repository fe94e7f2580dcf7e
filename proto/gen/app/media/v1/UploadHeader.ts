// Original file: app/media/v1/media.proto

import type { MediaType as _app_common_v1_MediaType, MediaType__Output as _app_common_v1_MediaType__Output } from '../../../app/common/v1/MediaType.ts';

export interface UploadHeader {
  'userId'?: (string);
  'messageId'?: (string);
  'mediaType'?: (_app_common_v1_MediaType);
}

export interface UploadHeader__Output {
  'userId': (string);
  'messageId': (string);
  'mediaType': (_app_common_v1_MediaType__Output);
}
