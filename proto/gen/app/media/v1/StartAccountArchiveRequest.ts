// Original file: app/media/v1/media.proto


export interface StartAccountArchiveRequest {
  'userId'?: (string);
}

export interface StartAccountArchiveRequest__Output {
  'userId': (string);
}
