// Original file: app/message/v1/message.proto


export interface SuggestTextChunk {
  'text'?: (string);
}

export interface SuggestTextChunk__Output {
  'text': (string);
}
