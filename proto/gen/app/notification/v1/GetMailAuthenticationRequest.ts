// Original file: app/notification/v1/notification.proto


export interface GetMailAuthenticationRequest {
}

export interface GetMailAuthenticationRequest__Output {
}
