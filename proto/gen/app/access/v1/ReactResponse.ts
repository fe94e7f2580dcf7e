// Original file: app/access/v1/access.proto

import type { Reaction as _app_access_v1_Reaction, Reaction__Output as _app_access_v1_Reaction__Output } from '../../../app/access/v1/Reaction.ts';

export interface ReactResponse {
  'reaction'?: (_app_access_v1_Reaction);
}

export interface ReactResponse__Output {
  'reaction': (_app_access_v1_Reaction__Output);
}
