// Original file: app/notification/v1/notification.proto


export interface SendTestEmailResponse {
  'sentAt'?: (string);
}

export interface SendTestEmailResponse__Output {
  'sentAt': (string);
}
