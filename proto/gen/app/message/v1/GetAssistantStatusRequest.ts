// Original file: app/message/v1/message.proto


export interface GetAssistantStatusRequest {
}

export interface GetAssistantStatusRequest__Output {
}
