// Original file: app/scheduler/v1/scheduler.proto


export interface AnswerContactCheckRequest {
  'token'?: (string);
  'answer'?: (string);
}

export interface AnswerContactCheckRequest__Output {
  'token': (string);
  'answer': (string);
}
