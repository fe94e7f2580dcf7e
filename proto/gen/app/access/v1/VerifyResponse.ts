// Original file: app/access/v1/access.proto

import type { Refusal as _app_access_v1_Refusal, Refusal__Output as _app_access_v1_Refusal__Output } from '../../../app/access/v1/Refusal.ts';
import type { RecipientMedia as _app_access_v1_RecipientMedia, RecipientMedia__Output as _app_access_v1_RecipientMedia__Output } from '../../../app/access/v1/RecipientMedia.ts';
import type { Reaction as _app_access_v1_Reaction, Reaction__Output as _app_access_v1_Reaction__Output } from '../../../app/access/v1/Reaction.ts';

export interface VerifyResponse {
  'refusal'?: (_app_access_v1_Refusal | null);
  'accessCode'?: (string);
  'messageId'?: (string);
  'subject'?: (string);
  'content'?: (string);
  'recipient'?: (string);
  'isAnonymous'?: (boolean);
  'senderName'?: (string);
  'senderEmail'?: (string);
  'senderCustomTitle'?: (string);
  'createdAt'?: (string);
  'deliveredAt'?: (string);
  'media'?: (_app_access_v1_RecipientMedia)[];
  'reaction'?: (_app_access_v1_Reaction);
  'grant'?: (string);
  'grantExpiresAt'?: (string);
  'senderId'?: (string);
}

export interface VerifyResponse__Output {
  'refusal': (_app_access_v1_Refusal__Output | null);
  'accessCode': (string);
  'messageId': (string);
  'subject': (string);
  'content': (string);
  'recipient': (string);
  'isAnonymous': (boolean);
  'senderName': (string);
  'senderEmail': (string);
  'senderCustomTitle': (string);
  'createdAt': (string);
  'deliveredAt': (string);
  'media': (_app_access_v1_RecipientMedia__Output)[];
  'reaction': (_app_access_v1_Reaction__Output);
  'grant': (string);
  'grantExpiresAt': (string);
  'senderId': (string);
}
