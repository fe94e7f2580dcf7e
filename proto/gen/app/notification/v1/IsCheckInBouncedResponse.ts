// Original file: app/notification/v1/notification.proto


export interface IsCheckInBouncedResponse {
  'bounced'?: (boolean);
}

export interface IsCheckInBouncedResponse__Output {
  'bounced': (boolean);
}
