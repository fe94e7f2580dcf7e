// Original file: app/message/v1/message.proto


export interface PostalAddress {
  'name'?: (string);
  'line1'?: (string);
  'line2'?: (string);
  'postalCode'?: (string);
  'city'?: (string);
  'region'?: (string);
  'country'?: (string);
}

export interface PostalAddress__Output {
  'name': (string);
  'line1': (string);
  'line2': (string);
  'postalCode': (string);
  'city': (string);
  'region': (string);
  'country': (string);
}
