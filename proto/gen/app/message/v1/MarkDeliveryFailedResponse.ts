// Original file: app/message/v1/message.proto


export interface MarkDeliveryFailedResponse {
  'failedNow'?: (boolean);
}

export interface MarkDeliveryFailedResponse__Output {
  'failedNow': (boolean);
}
