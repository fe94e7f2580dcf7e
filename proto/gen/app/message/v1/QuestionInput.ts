// Original file: app/message/v1/message.proto


export interface QuestionInput {
  'question'?: (string);
  'answer'?: (string);
}

export interface QuestionInput__Output {
  'question': (string);
  'answer': (string);
}
