// Original file: app/message/v1/message.proto


export interface CorrectRecipientEmailResponse {
}

export interface CorrectRecipientEmailResponse__Output {
}
