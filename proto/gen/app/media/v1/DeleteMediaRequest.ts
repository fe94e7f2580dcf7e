// Original file: app/media/v1/media.proto


export interface DeleteMediaRequest {
  'userId'?: (string);
  'messageId'?: (string);
  'mediaId'?: (string);
}

export interface DeleteMediaRequest__Output {
  'userId': (string);
  'messageId': (string);
  'mediaId': (string);
}
