// Original file: app/auth/v1/auth.proto


export interface SuspendUserResponse {
}

export interface SuspendUserResponse__Output {
}
