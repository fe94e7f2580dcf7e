// Original file: app/common/v1/event_admin.proto

import type { DeadLetter as _app_common_v1_DeadLetter, DeadLetter__Output as _app_common_v1_DeadLetter__Output } from '../../../app/common/v1/DeadLetter.ts';

export interface ListDeadLettersResponse {
  'deadLetters'?: (_app_common_v1_DeadLetter)[];
  'waiting'?: (number);
}

export interface ListDeadLettersResponse__Output {
  'deadLetters': (_app_common_v1_DeadLetter__Output)[];
  'waiting': (number);
}
