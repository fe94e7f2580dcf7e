// Original file: app/media/v1/media.proto

import type { StoreAccountArchiveHeader as _app_media_v1_StoreAccountArchiveHeader, StoreAccountArchiveHeader__Output as _app_media_v1_StoreAccountArchiveHeader__Output } from '../../../app/media/v1/StoreAccountArchiveHeader.ts';

export interface StoreAccountArchiveRequest {
  'header'?: (_app_media_v1_StoreAccountArchiveHeader | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "header"|"chunk";
}

export interface StoreAccountArchiveRequest__Output {
  'header'?: (_app_media_v1_StoreAccountArchiveHeader__Output | null);
  'chunk'?: (Buffer);
  'part'?: "header"|"chunk";
}
