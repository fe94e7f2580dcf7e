// Original file: app/message/v1/message.proto


export interface LookupAccessCodeRequest {
  'accessCode'?: (string);
  'withQuestions'?: (boolean);
}

export interface LookupAccessCodeRequest__Output {
  'accessCode': (string);
  'withQuestions': (boolean);
}
