// Original file: app/scheduler/v1/scheduler.proto


export interface ConfirmReviewResponse {
  'confirmed'?: (number);
  'held'?: (number);
}

export interface ConfirmReviewResponse__Output {
  'confirmed': (number);
  'held': (number);
}
