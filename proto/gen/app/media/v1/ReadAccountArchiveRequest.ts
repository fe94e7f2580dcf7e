// Original file: app/media/v1/media.proto


export interface ReadAccountArchiveRequest {
  'userId'?: (string);
  'archiveId'?: (string);
}

export interface ReadAccountArchiveRequest__Output {
  'userId': (string);
  'archiveId': (string);
}
