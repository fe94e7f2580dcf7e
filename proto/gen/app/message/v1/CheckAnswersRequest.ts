// Original file: app/message/v1/message.proto


export interface CheckAnswersRequest {
  'messageId'?: (string);
  'answers'?: (string)[];
}

export interface CheckAnswersRequest__Output {
  'messageId': (string);
  'answers': (string)[];
}
