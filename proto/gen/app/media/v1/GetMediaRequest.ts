// Original file: app/media/v1/media.proto


export interface GetMediaRequest {
  'userId'?: (string);
  'mediaId'?: (string);
}

export interface GetMediaRequest__Output {
  'userId': (string);
  'mediaId': (string);
}
