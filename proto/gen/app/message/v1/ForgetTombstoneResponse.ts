// Original file: app/message/v1/message.proto


export interface ForgetTombstoneResponse {
}

export interface ForgetTombstoneResponse__Output {
}
