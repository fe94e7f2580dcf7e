// Original file: app/access/v1/access.proto

import type { Refusal as _app_access_v1_Refusal, Refusal__Output as _app_access_v1_Refusal__Output } from '../../../app/access/v1/Refusal.ts';

export interface PreviewResponse {
  'refusal'?: (_app_access_v1_Refusal | null);
  'accessCode'?: (string);
  'subject'?: (string);
  'previewContent'?: (string);
  'hasFullContent'?: (boolean);
  'createdAt'?: (string);
  'deliveredAt'?: (string);
  'isAnonymous'?: (boolean);
  'senderName'?: (string);
  'senderEmail'?: (string);
  'mediaCount'?: (number);
  'grant'?: (string);
  'grantExpiresAt'?: (string);
}

export interface PreviewResponse__Output {
  'refusal': (_app_access_v1_Refusal__Output | null);
  'accessCode': (string);
  'subject': (string);
  'previewContent': (string);
  'hasFullContent': (boolean);
  'createdAt': (string);
  'deliveredAt': (string);
  'isAnonymous': (boolean);
  'senderName': (string);
  'senderEmail': (string);
  'mediaCount': (number);
  'grant': (string);
  'grantExpiresAt': (string);
}
