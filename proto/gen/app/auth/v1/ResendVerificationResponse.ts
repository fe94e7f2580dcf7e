// Original file: /work/main/proto/app/auth/v1/auth.proto


export interface ResendVerificationResponse {
}

export interface ResendVerificationResponse__Output {
}
