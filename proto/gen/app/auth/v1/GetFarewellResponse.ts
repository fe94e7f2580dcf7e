// Original file: app/auth/v1/auth.proto

import type { Farewell as _app_auth_v1_Farewell, Farewell__Output as _app_auth_v1_Farewell__Output } from '../../../app/auth/v1/Farewell.ts';

export interface GetFarewellResponse {
  'farewell'?: (_app_auth_v1_Farewell | null);
}

export interface GetFarewellResponse__Output {
  'farewell': (_app_auth_v1_Farewell__Output | null);
}
