// Original file: app/common/v1/event_admin.proto


export interface RetryDeadLetterRequest {
  'id'?: (string);
}

export interface RetryDeadLetterRequest__Output {
  'id': (string);
}
