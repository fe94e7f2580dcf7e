// Original file: app/media/v1/media.proto

import type { AccountArchiveStatus as _app_media_v1_AccountArchiveStatus, AccountArchiveStatus__Output as _app_media_v1_AccountArchiveStatus__Output } from '../../../app/media/v1/AccountArchiveStatus.ts';
import type { Long } from '@grpc/proto-loader';

export interface AccountArchive {
  'id'?: (string);
  'status'?: (_app_media_v1_AccountArchiveStatus);
  'size'?: (number | string | Long);
  'requestedAt'?: (string);
  'readyAt'?: (string);
  'expiresAt'?: (string);
}

export interface AccountArchive__Output {
  'id': (string);
  'status': (_app_media_v1_AccountArchiveStatus__Output);
  'size': (string);
  'requestedAt': (string);
  'readyAt': (string);
  'expiresAt': (string);
}
