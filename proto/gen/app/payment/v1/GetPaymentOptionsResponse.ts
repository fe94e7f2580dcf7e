// Original file: app/payment/v1/payment.proto


export interface GetPaymentOptionsResponse {
  'mode'?: (string);
  'clientId'?: (string);
  'currency'?: (string);
}

export interface GetPaymentOptionsResponse__Output {
  'mode': (string);
  'clientId': (string);
  'currency': (string);
}
