// Original file: app/auth/v1/auth.proto


export interface ResendVerificationResponse {
}

export interface ResendVerificationResponse__Output {
}
