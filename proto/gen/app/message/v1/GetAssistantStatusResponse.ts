// Original file: app/message/v1/message.proto


export interface GetAssistantStatusResponse {
  'available'?: (boolean);
}

export interface GetAssistantStatusResponse__Output {
  'available': (boolean);
}
