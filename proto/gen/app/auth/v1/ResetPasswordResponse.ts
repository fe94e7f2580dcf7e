// Original file: /work/main/proto/app/auth/v1/auth.proto


export interface ResetPasswordResponse {
}

export interface ResetPasswordResponse__Output {
}
