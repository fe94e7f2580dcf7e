// Original file: app/message/v1/message.proto


export interface DeleteMessageResponse {
}

export interface DeleteMessageResponse__Output {
}
