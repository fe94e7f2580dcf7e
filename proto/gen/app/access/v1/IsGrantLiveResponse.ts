// Original file: app/access/v1/access.proto


export interface IsGrantLiveResponse {
  'live'?: (boolean);
}

export interface IsGrantLiveResponse__Output {
  'live': (boolean);
}
