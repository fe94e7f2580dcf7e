// Original file: app/media/v1/media.proto


export interface StoreAccountArchiveHeader {
  'userId'?: (string);
  'archiveId'?: (string);
}

export interface StoreAccountArchiveHeader__Output {
  'userId': (string);
  'archiveId': (string);
}
