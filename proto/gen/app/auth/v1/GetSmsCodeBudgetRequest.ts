// Original file: app/auth/v1/auth.proto


export interface GetSmsCodeBudgetRequest {
}

export interface GetSmsCodeBudgetRequest__Output {
}
