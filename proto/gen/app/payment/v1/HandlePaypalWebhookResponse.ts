// Original file: app/payment/v1/payment.proto


export interface HandlePaypalWebhookResponse {
  'handledNow'?: (boolean);
}

export interface HandlePaypalWebhookResponse__Output {
  'handledNow': (boolean);
}
