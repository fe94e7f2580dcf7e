// Original file: app/message/v1/message.proto


export interface DeleteForRecipientResponse {
}

export interface DeleteForRecipientResponse__Output {
}
