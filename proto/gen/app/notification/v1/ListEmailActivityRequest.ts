// Original file: app/notification/v1/notification.proto


export interface ListEmailActivityRequest {
  'limit'?: (number);
  'kind'?: (string);
}

export interface ListEmailActivityRequest__Output {
  'limit': (number);
  'kind': (string);
}
