// Original file: app/auth/v1/auth.proto


export interface RequestPasswordResetResponse {
}

export interface RequestPasswordResetResponse__Output {
}
