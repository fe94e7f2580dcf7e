// Original file: app/notification/v1/notification.proto


export interface GetMailOutcomesRequest {
  'days'?: (number);
}

export interface GetMailOutcomesRequest__Output {
  'days': (number);
}
