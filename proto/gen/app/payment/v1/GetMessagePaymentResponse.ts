// Original file: app/payment/v1/payment.proto


export interface GetMessagePaymentResponse {
  'paid'?: (boolean);
  'orderId'?: (string);
}

export interface GetMessagePaymentResponse__Output {
  'paid': (boolean);
  'orderId': (string);
}
