// Original file: app/notification/v1/notification.proto


export interface EmailActivity {
  'at'?: (string);
  'kind'?: (string);
  'status'?: (string);
  'messageId'?: (string);
  'attempts'?: (number);
  'detail'?: (string);
}

export interface EmailActivity__Output {
  'at': (string);
  'kind': (string);
  'status': (string);
  'messageId': (string);
  'attempts': (number);
  'detail': (string);
}
