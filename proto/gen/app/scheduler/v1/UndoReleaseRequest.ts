// Original file: app/scheduler/v1/scheduler.proto


export interface UndoReleaseRequest {
  'messageId'?: (string);
  'userId'?: (string);
}

export interface UndoReleaseRequest__Output {
  'messageId': (string);
  'userId': (string);
}
