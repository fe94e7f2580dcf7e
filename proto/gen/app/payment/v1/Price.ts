// Original file: app/payment/v1/payment.proto


export interface Price {
  'baseCents'?: (number);
  'discountPercent'?: (number);
  'discountCents'?: (number);
  'finalCents'?: (number);
  'currency'?: (string);
}

export interface Price__Output {
  'baseCents': (number);
  'discountPercent': (number);
  'discountCents': (number);
  'finalCents': (number);
  'currency': (string);
}
