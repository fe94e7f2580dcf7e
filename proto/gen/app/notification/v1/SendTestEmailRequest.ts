// Original file: app/notification/v1/notification.proto


export interface SendTestEmailRequest {
  'to'?: (string);
  'subject'?: (string);
  'message'?: (string);
  'language'?: (string);
  'requestedBy'?: (string);
}

export interface SendTestEmailRequest__Output {
  'to': (string);
  'subject': (string);
  'message': (string);
  'language': (string);
  'requestedBy': (string);
}
