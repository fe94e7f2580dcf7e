// Original file: app/media/v1/media.proto

import type { MediaItem as _app_media_v1_MediaItem, MediaItem__Output as _app_media_v1_MediaItem__Output } from '../../../app/media/v1/MediaItem.ts';

export interface ListMediaResponse {
  'items'?: (_app_media_v1_MediaItem)[];
}

export interface ListMediaResponse__Output {
  'items': (_app_media_v1_MediaItem__Output)[];
}
