// Original file: app/access/v1/access.proto


export interface GetReactionsRequest {
  'messageIds'?: (string)[];
}

export interface GetReactionsRequest__Output {
  'messageIds': (string)[];
}
