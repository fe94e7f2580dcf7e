// Original file: app/media/v1/media.proto

import type { UploadHeader as _app_media_v1_UploadHeader, UploadHeader__Output as _app_media_v1_UploadHeader__Output } from '../../../app/media/v1/UploadHeader.ts';

export interface UploadMediaRequest {
  'header'?: (_app_media_v1_UploadHeader | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "header"|"chunk";
}

export interface UploadMediaRequest__Output {
  'header'?: (_app_media_v1_UploadHeader__Output | null);
  'chunk'?: (Buffer);
  'part'?: "header"|"chunk";
}
