// Original file: app/payment/v1/payment.proto


export interface PaymentActivity {
  'at'?: (string);
  'kind'?: (string);
  'orderId'?: (string);
  'messageId'?: (string);
  'amountCents'?: (number);
  'detail'?: (string);
}

export interface PaymentActivity__Output {
  'at': (string);
  'kind': (string);
  'orderId': (string);
  'messageId': (string);
  'amountCents': (number);
  'detail': (string);
}
