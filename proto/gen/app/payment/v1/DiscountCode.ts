// Original file: app/payment/v1/payment.proto


export interface DiscountCode {
  'id'?: (string);
  'code'?: (string);
  'percentage'?: (number);
  'validUntil'?: (string);
  'maxUses'?: (number);
  'currentUses'?: (number);
  'active'?: (boolean);
  'createdAt'?: (string);
}

export interface DiscountCode__Output {
  'id': (string);
  'code': (string);
  'percentage': (number);
  'validUntil': (string);
  'maxUses': (number);
  'currentUses': (number);
  'active': (boolean);
  'createdAt': (string);
}
