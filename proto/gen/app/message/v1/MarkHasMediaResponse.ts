// Original file: app/message/v1/message.proto


export interface MarkHasMediaResponse {
}

export interface MarkHasMediaResponse__Output {
}
