// Original file: app/payment/v1/payment.proto


export interface SetDiscountCodeActiveRequest {
  'id'?: (string);
  'active'?: (boolean);
}

export interface SetDiscountCodeActiveRequest__Output {
  'id': (string);
  'active': (boolean);
}
