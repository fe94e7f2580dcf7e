// Original file: app/message/v1/message.proto


export interface LookupAccessCodeResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'accessCode'?: (string);
  'securityLevel'?: (string);
  'questions'?: (string)[];
  'isDelivered'?: (boolean);
  'deliveryDate'?: (string);
  'schedulingType'?: (string);
}

export interface LookupAccessCodeResponse__Output {
  'messageId': (string);
  'userId': (string);
  'accessCode': (string);
  'securityLevel': (string);
  'questions': (string)[];
  'isDelivered': (boolean);
  'deliveryDate': (string);
  'schedulingType': (string);
}
