// Original file: app/auth/v1/auth.proto


export interface AccountClosure {
  'userId'?: (string);
  'deliverMessageIds'?: (string)[];
  'closedAt'?: (string);
}

export interface AccountClosure__Output {
  'userId': (string);
  'deliverMessageIds': (string)[];
  'closedAt': (string);
}
