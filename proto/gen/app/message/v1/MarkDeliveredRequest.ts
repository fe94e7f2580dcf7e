// Original file: app/message/v1/message.proto


export interface MarkDeliveredRequest {
  'messageId'?: (string);
}

export interface MarkDeliveredRequest__Output {
  'messageId': (string);
}
