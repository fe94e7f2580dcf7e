// Original file: app/notification/v1/notification.proto


export interface MailOutcomeDay {
  'day'?: (string);
  'sent'?: (number);
  'failed'?: ({[key: string]: number});
}

export interface MailOutcomeDay__Output {
  'day': (string);
  'sent': (number);
  'failed': ({[key: string]: number});
}
