// Original file: app/message/v1/message.proto


export interface AddQuestionResponse {
  'id'?: (string);
}

export interface AddQuestionResponse__Output {
  'id': (string);
}
