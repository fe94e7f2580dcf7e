// Original file: app/scheduler/v1/scheduler.proto


export interface WasCheckInAnsweredSinceResponse {
  'answered'?: (boolean);
}

export interface WasCheckInAnsweredSinceResponse__Output {
  'answered': (boolean);
}
