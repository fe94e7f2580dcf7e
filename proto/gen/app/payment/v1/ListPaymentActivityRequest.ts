// Original file: app/payment/v1/payment.proto


export interface ListPaymentActivityRequest {
  'limit'?: (number);
}

export interface ListPaymentActivityRequest__Output {
  'limit': (number);
}
