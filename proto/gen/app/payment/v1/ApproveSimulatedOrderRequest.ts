// Original file: app/payment/v1/payment.proto


export interface ApproveSimulatedOrderRequest {
  'orderId'?: (string);
}

export interface ApproveSimulatedOrderRequest__Output {
  'orderId': (string);
}
