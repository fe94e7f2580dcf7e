// Original file: app/message/v1/message.proto

import type { OpenForRecipientResponse as _app_message_v1_OpenForRecipientResponse, OpenForRecipientResponse__Output as _app_message_v1_OpenForRecipientResponse__Output } from '../../../app/message/v1/OpenForRecipientResponse.ts';

export interface LookupAccessCodeResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'accessCode'?: (string);
  'securityLevel'?: (string);
  'questions'?: (string)[];
  'isOpenable'?: (boolean);
  'deliveryDate'?: (string);
  'schedulingType'?: (string);
  'opened'?: (_app_message_v1_OpenForRecipientResponse | null);
}

export interface LookupAccessCodeResponse__Output {
  'messageId': (string);
  'userId': (string);
  'accessCode': (string);
  'securityLevel': (string);
  'questions': (string)[];
  'isOpenable': (boolean);
  'deliveryDate': (string);
  'schedulingType': (string);
  'opened': (_app_message_v1_OpenForRecipientResponse__Output | null);
}
