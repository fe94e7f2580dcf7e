// Original file: app/auth/v1/auth.proto


export interface ForgetFarewellResponse {
}

export interface ForgetFarewellResponse__Output {
}
