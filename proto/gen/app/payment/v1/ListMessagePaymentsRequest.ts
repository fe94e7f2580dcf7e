// Original file: app/payment/v1/payment.proto


export interface ListMessagePaymentsRequest {
  'userId'?: (string);
  'messageIds'?: (string)[];
}

export interface ListMessagePaymentsRequest__Output {
  'userId': (string);
  'messageIds': (string)[];
}
