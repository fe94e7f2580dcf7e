// Original file: app/message/v1/message.proto


export interface MarkDeliveredResponse {
  'deliveredNow'?: (boolean);
}

export interface MarkDeliveredResponse__Output {
  'deliveredNow': (boolean);
}
