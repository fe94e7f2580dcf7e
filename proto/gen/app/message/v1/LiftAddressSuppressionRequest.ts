// Original file: app/message/v1/message.proto


export interface LiftAddressSuppressionRequest {
  'email'?: (string);
}

export interface LiftAddressSuppressionRequest__Output {
  'email': (string);
}
