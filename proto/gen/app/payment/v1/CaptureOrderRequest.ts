// Original file: app/payment/v1/payment.proto


export interface CaptureOrderRequest {
  'orderId'?: (string);
  'payerId'?: (string);
}

export interface CaptureOrderRequest__Output {
  'orderId': (string);
  'payerId': (string);
}
