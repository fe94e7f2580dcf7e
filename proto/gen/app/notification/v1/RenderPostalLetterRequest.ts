// Original file: app/notification/v1/notification.proto


export interface RenderPostalLetterRequest {
  'letterId'?: (string);
}

export interface RenderPostalLetterRequest__Output {
  'letterId': (string);
}
