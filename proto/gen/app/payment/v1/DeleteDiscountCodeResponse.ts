// Original file: app/payment/v1/payment.proto


export interface DeleteDiscountCodeResponse {
}

export interface DeleteDiscountCodeResponse__Output {
}
