// Original file: app/notification/v1/notification.proto


export interface GetLettersOfMessagesRequest {
  'messageIds'?: (string)[];
}

export interface GetLettersOfMessagesRequest__Output {
  'messageIds': (string)[];
}
