// Original file: app/notification/v1/notification.proto


export interface SetPostalLetterStatusRequest {
  'letterId'?: (string);
  'status'?: (string);
}

export interface SetPostalLetterStatusRequest__Output {
  'letterId': (string);
  'status': (string);
}
