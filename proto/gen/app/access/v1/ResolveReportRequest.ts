// Original file: app/access/v1/access.proto


export interface ResolveReportRequest {
  'reportId'?: (string);
  'resolution'?: (string);
}

export interface ResolveReportRequest__Output {
  'reportId': (string);
  'resolution': (string);
}
