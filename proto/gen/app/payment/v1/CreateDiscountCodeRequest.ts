// Original file: app/payment/v1/payment.proto


export interface CreateDiscountCodeRequest {
  'code'?: (string);
  'percentage'?: (number);
  'maxUses'?: (number);
  'validUntil'?: (string);
}

export interface CreateDiscountCodeRequest__Output {
  'code': (string);
  'percentage': (number);
  'maxUses': (number);
  'validUntil': (string);
}
