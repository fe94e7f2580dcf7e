// Original file: app/media/v1/media.proto


export interface GetMediaRequest {
  'userId'?: (string);
  'mediaId'?: (string);
  'grant'?: (string);
  'archiveId'?: (string);
}

export interface GetMediaRequest__Output {
  'userId': (string);
  'mediaId': (string);
  'grant': (string);
  'archiveId': (string);
}
