// Original file: app/notification/v1/notification.proto


export interface DomainBlocks {
  'domain'?: (string);
  'attempted'?: (number);
  'blocked'?: (number);
}

export interface DomainBlocks__Output {
  'domain': (string);
  'attempted': (number);
  'blocked': (number);
}
