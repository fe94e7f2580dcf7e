// Original file: app/payment/v1/payment.proto


export interface ApproveSimulatedOrderResponse {
  'returnUrl'?: (string);
}

export interface ApproveSimulatedOrderResponse__Output {
  'returnUrl': (string);
}
