// Original file: app/payment/v1/payment.proto


export interface ListDiscountCodesRequest {
}

export interface ListDiscountCodesRequest__Output {
}
