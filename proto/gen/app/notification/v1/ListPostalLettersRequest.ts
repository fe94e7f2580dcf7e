// Original file: app/notification/v1/notification.proto


export interface ListPostalLettersRequest {
  'status'?: (string);
  'limit'?: (number);
}

export interface ListPostalLettersRequest__Output {
  'status': (string);
  'limit': (number);
}
