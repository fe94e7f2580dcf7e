// Original file: app/auth/v1/auth.proto


export interface DeleteAccountRequest {
  'userId'?: (string);
  'password'?: (string);
  'deliverMessageIds'?: (string)[];
}

export interface DeleteAccountRequest__Output {
  'userId': (string);
  'password': (string);
  'deliverMessageIds': (string)[];
}
