// Original file: app/message/v1/message.proto

import type { Deletion as _app_message_v1_Deletion, Deletion__Output as _app_message_v1_Deletion__Output } from '../../../app/message/v1/Deletion.ts';

export interface GetDeletionResponse {
  'deletion'?: (_app_message_v1_Deletion | null);
}

export interface GetDeletionResponse__Output {
  'deletion': (_app_message_v1_Deletion__Output | null);
}
