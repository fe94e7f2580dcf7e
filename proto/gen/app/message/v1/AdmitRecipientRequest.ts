// Original file: app/message/v1/message.proto


export interface AdmitRecipientRequest {
  'accessCode'?: (string);
  'grantedMessageId'?: (string);
  'checkAnswers'?: (boolean);
  'answers'?: (string)[];
  'reservedMessageId'?: (string);
}

export interface AdmitRecipientRequest__Output {
  'accessCode': (string);
  'grantedMessageId': (string);
  'checkAnswers': (boolean);
  'answers': (string)[];
  'reservedMessageId': (string);
}
