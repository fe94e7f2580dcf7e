// Original file: app/access/v1/access.proto


export interface AnswerRequest {
  'accessCode'?: (string);
  'answers'?: (string)[];
  'grant'?: (string);
  'grantOnly'?: (boolean);
}

export interface AnswerRequest__Output {
  'accessCode': (string);
  'answers': (string)[];
  'grant': (string);
  'grantOnly': (boolean);
}
