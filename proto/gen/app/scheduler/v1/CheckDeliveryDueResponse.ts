// Original file: app/scheduler/v1/scheduler.proto


export interface CheckDeliveryDueResponse {
  'due'?: (boolean);
}

export interface CheckDeliveryDueResponse__Output {
  'due': (boolean);
}
