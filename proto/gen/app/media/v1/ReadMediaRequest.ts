// Original file: app/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface ReadMediaRequest {
  'userId'?: (string);
  'mediaId'?: (string);
  'start'?: (number | string | Long);
  'end'?: (number | string | Long);
  'grant'?: (string);
  'archiveId'?: (string);
}

export interface ReadMediaRequest__Output {
  'userId': (string);
  'mediaId': (string);
  'start': (string);
  'end': (string);
  'grant': (string);
  'archiveId': (string);
}
