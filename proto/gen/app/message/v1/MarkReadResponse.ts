// Original file: app/message/v1/message.proto


export interface MarkReadResponse {
  'readNow'?: (boolean);
}

export interface MarkReadResponse__Output {
  'readNow': (boolean);
}
