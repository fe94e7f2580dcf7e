// Original file: app/payment/v1/payment.proto


export interface GetFreeDeliveriesRequest {
  'userId'?: (string);
}

export interface GetFreeDeliveriesRequest__Output {
  'userId': (string);
}
