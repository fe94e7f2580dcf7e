// Original file: app/payment/v1/payment.proto


export interface GetPaymentOptionsRequest {
}

export interface GetPaymentOptionsRequest__Output {
}
