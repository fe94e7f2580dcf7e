// Original file: app/scheduler/v1/scheduler.proto


export interface CheckDeliveryDueRequest {
  'messageId'?: (string);
}

export interface CheckDeliveryDueRequest__Output {
  'messageId': (string);
}
