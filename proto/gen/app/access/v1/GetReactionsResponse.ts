// Original file: app/access/v1/access.proto

import type { Reaction as _app_access_v1_Reaction, Reaction__Output as _app_access_v1_Reaction__Output } from '../../../app/access/v1/Reaction.ts';

export interface GetReactionsResponse {
  'reactions'?: ({[key: string]: _app_access_v1_Reaction});
}

export interface GetReactionsResponse__Output {
  'reactions': ({[key: string]: _app_access_v1_Reaction__Output});
}
