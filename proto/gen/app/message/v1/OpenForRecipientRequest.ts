// Original file: app/message/v1/message.proto


export interface OpenForRecipientRequest {
  'messageId'?: (string);
  'checkAnswers'?: (boolean);
  'answers'?: (string)[];
}

export interface OpenForRecipientRequest__Output {
  'messageId': (string);
  'checkAnswers': (boolean);
  'answers': (string)[];
}
