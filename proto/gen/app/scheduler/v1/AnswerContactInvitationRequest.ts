// Original file: app/scheduler/v1/scheduler.proto


export interface AnswerContactInvitationRequest {
  'token'?: (string);
  'answer'?: (string);
}

export interface AnswerContactInvitationRequest__Output {
  'token': (string);
  'answer': (string);
}
