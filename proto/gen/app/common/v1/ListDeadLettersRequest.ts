// Original file: app/common/v1/event_admin.proto


export interface ListDeadLettersRequest {
  'limit'?: (number);
}

export interface ListDeadLettersRequest__Output {
  'limit': (number);
}
