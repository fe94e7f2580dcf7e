// Original file: app/access/v1/access.proto


export interface ReportRequest {
  'accessCode'?: (string);
  'grant'?: (string);
  'reason'?: (string);
  'details'?: (string);
  'shareContent'?: (boolean);
}

export interface ReportRequest__Output {
  'accessCode': (string);
  'grant': (string);
  'reason': (string);
  'details': (string);
  'shareContent': (boolean);
}
