// Original file: app/media/v1/media.proto


export interface GetAccountArchiveRequest {
  'userId'?: (string);
}

export interface GetAccountArchiveRequest__Output {
  'userId': (string);
}
