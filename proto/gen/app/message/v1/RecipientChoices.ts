// Original file: app/message/v1/message.proto


export interface RecipientChoices {
  'senderName'?: (string);
  'isAnonymous'?: (boolean);
  'refusesSender'?: (boolean);
  'refusesAnonymous'?: (boolean);
}

export interface RecipientChoices__Output {
  'senderName': (string);
  'isAnonymous': (boolean);
  'refusesSender': (boolean);
  'refusesAnonymous': (boolean);
}
