// Original file: app/payment/v1/payment.proto


export interface SpendFreeDeliveryResponse {
  'spent'?: (boolean);
  'freeDeliveries'?: (number);
}

export interface SpendFreeDeliveryResponse__Output {
  'spent': (boolean);
  'freeDeliveries': (number);
}
