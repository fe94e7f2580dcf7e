// Original file: app/message/v1/message.proto


export interface AcceptAttachmentResponse {
}

export interface AcceptAttachmentResponse__Output {
}
