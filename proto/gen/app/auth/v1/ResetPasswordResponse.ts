// Original file: app/auth/v1/auth.proto


export interface ResetPasswordResponse {
}

export interface ResetPasswordResponse__Output {
}
