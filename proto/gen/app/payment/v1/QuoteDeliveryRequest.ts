// Original file: app/payment/v1/payment.proto


export interface QuoteDeliveryRequest {
  'deliveryMethod'?: (string);
  'discountCode'?: (string);
}

export interface QuoteDeliveryRequest__Output {
  'deliveryMethod': (string);
  'discountCode': (string);
}
