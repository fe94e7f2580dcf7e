// Original file: app/message/v1/message.proto


export interface CheckAnswersResponse {
  'correct'?: (boolean);
}

export interface CheckAnswersResponse__Output {
  'correct': (boolean);
}
