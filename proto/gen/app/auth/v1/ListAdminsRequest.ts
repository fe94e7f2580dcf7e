// Original file: app/auth/v1/auth.proto


export interface ListAdminsRequest {
}

export interface ListAdminsRequest__Output {
}
