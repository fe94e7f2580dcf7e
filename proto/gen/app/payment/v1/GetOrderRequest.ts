// Original file: app/payment/v1/payment.proto


export interface GetOrderRequest {
  'orderId'?: (string);
}

export interface GetOrderRequest__Output {
  'orderId': (string);
}
