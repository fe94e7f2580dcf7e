// Original file: app/payment/v1/payment.proto


export interface HandlePaypalWebhookRequest {
  'headers'?: ({[key: string]: string});
  'rawBody'?: (Buffer | Uint8Array | string);
}

export interface HandlePaypalWebhookRequest__Output {
  'headers': ({[key: string]: string});
  'rawBody': (Buffer);
}
