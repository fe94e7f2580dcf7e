// Original file: app/common/v1/event_admin.proto


export interface RetryDeadLetterResponse {
  'retriedAt'?: (string);
}

export interface RetryDeadLetterResponse__Output {
  'retriedAt': (string);
}
