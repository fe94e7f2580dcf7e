// Original file: app/message/v1/message.proto


export interface MarkDeliveryFailedRequest {
  'messageId'?: (string);
}

export interface MarkDeliveryFailedRequest__Output {
  'messageId': (string);
}
