// Original file: app/media/v1/media.proto


export interface UploadHeader {
  'userId'?: (string);
  'messageId'?: (string);
  'mediaType'?: (string);
}

export interface UploadHeader__Output {
  'userId': (string);
  'messageId': (string);
  'mediaType': (string);
}
