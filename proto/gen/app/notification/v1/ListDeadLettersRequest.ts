// Original file: app/notification/v1/notification.proto


export interface ListDeadLettersRequest {
  'limit'?: (number);
}

export interface ListDeadLettersRequest__Output {
  'limit': (number);
}
