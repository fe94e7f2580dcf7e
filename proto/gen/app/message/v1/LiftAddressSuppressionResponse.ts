// Original file: app/message/v1/message.proto


export interface LiftAddressSuppressionResponse {
  'lifted'?: (boolean);
}

export interface LiftAddressSuppressionResponse__Output {
  'lifted': (boolean);
}
