// Original file: app/payment/v1/payment.proto


export interface DeleteDiscountCodeRequest {
  'id'?: (string);
}

export interface DeleteDiscountCodeRequest__Output {
  'id': (string);
}
