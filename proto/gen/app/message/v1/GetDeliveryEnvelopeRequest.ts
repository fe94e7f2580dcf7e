// Original file: app/message/v1/message.proto


export interface GetDeliveryEnvelopeRequest {
  'messageId'?: (string);
}

export interface GetDeliveryEnvelopeRequest__Output {
  'messageId': (string);
}
