// Original file: app/message/v1/message.proto


export interface ReadyMessage {
  'messageId'?: (string);
  'userId'?: (string);
  'schedulingType'?: (string);
  'deliveryDate'?: (string);
  'timeZone'?: (string);
  'lifeProofCadence'?: (string);
  'hasTrustedContact'?: (boolean);
}

export interface ReadyMessage__Output {
  'messageId': (string);
  'userId': (string);
  'schedulingType': (string);
  'deliveryDate': (string);
  'timeZone': (string);
  'lifeProofCadence': (string);
  'hasTrustedContact': (boolean);
}
