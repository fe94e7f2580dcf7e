// Original file: app/notification/v1/notification.proto


export interface DnsRecord {
  'kind'?: (string);
  'type'?: (string);
  'name'?: (string);
  'value'?: (string);
}

export interface DnsRecord__Output {
  'kind': (string);
  'type': (string);
  'name': (string);
  'value': (string);
}
