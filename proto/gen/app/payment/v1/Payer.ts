// Original file: app/payment/v1/payment.proto


export interface Payer {
  'userId'?: (string);
  'paymentToken'?: (string);
}

export interface Payer__Output {
  'userId': (string);
  'paymentToken': (string);
}
