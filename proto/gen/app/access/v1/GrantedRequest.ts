// Original file: app/access/v1/access.proto


export interface GrantedRequest {
  'accessCode'?: (string);
  'grant'?: (string);
}

export interface GrantedRequest__Output {
  'accessCode': (string);
  'grant': (string);
}
