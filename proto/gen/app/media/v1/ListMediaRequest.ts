// Original file: app/media/v1/media.proto


export interface ListMediaRequest {
  'userId'?: (string);
  'messageId'?: (string);
}

export interface ListMediaRequest__Output {
  'userId': (string);
  'messageId': (string);
}
