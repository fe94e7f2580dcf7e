// Original file: app/access/v1/access.proto


export interface IsDestroyedResponse {
  'destroyed'?: (boolean);
}

export interface IsDestroyedResponse__Output {
  'destroyed': (boolean);
}
