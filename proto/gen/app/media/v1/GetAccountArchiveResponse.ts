// Original file: app/media/v1/media.proto

import type { AccountArchive as _app_media_v1_AccountArchive, AccountArchive__Output as _app_media_v1_AccountArchive__Output } from '../../../app/media/v1/AccountArchive.ts';

export interface GetAccountArchiveResponse {
  'archive'?: (_app_media_v1_AccountArchive | null);
}

export interface GetAccountArchiveResponse__Output {
  'archive': (_app_media_v1_AccountArchive__Output | null);
}
