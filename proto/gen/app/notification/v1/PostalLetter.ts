// Original file: app/notification/v1/notification.proto


export interface PostalLetter {
  'id'?: (string);
  'reference'?: (string);
  'messageId'?: (string);
  'status'?: (string);
  'queuedAt'?: (string);
  'printedAt'?: (string);
  'postedAt'?: (string);
  'returnedAt'?: (string);
}

export interface PostalLetter__Output {
  'id': (string);
  'reference': (string);
  'messageId': (string);
  'status': (string);
  'queuedAt': (string);
  'printedAt': (string);
  'postedAt': (string);
  'returnedAt': (string);
}
