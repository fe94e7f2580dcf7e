// Original file: app/access/v1/access.proto


export interface ReactRequest {
  'accessCode'?: (string);
  'grant'?: (string);
  'reaction'?: (string);
}

export interface ReactRequest__Output {
  'accessCode': (string);
  'grant': (string);
  'reaction': (string);
}
