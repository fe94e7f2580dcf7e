// Original file: app/message/v1/message.proto


export interface ChangeTrustedContactResponse {
}

export interface ChangeTrustedContactResponse__Output {
}
