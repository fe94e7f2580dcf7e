// Original file: app/auth/v1/auth.proto


export interface DeleteAccountResponse {
}

export interface DeleteAccountResponse__Output {
}
