// Original file: app/access/v1/access.proto


export interface ReactResponse {
  'reaction'?: (string);
}

export interface ReactResponse__Output {
  'reaction': (string);
}
