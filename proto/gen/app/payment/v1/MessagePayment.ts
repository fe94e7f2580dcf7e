// Original file: app/payment/v1/payment.proto


export interface MessagePayment {
  'messageId'?: (string);
  'free'?: (boolean);
  'amountCents'?: (number);
  'currency'?: (string);
  'paidAt'?: (string);
}

export interface MessagePayment__Output {
  'messageId': (string);
  'free': (boolean);
  'amountCents': (number);
  'currency': (string);
  'paidAt': (string);
}
