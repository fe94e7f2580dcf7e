// Original file: app/payment/v1/payment.proto


export interface CancelOrderRequest {
  'orderId'?: (string);
}

export interface CancelOrderRequest__Output {
  'orderId': (string);
}
