// Original file: app/payment/v1/payment.proto


export interface GetFreeDeliveriesResponse {
  'freeDeliveries'?: (number);
}

export interface GetFreeDeliveriesResponse__Output {
  'freeDeliveries': (number);
}
