// Original file: app/access/v1/access.proto


export interface AccessRequest {
  'accessCode'?: (string);
}

export interface AccessRequest__Output {
  'accessCode': (string);
}
