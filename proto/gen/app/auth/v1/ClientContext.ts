// Original file: app/auth/v1/auth.proto


export interface ClientContext {
  'language'?: (string);
  'timeZone'?: (string);
  'ip'?: (string);
}

export interface ClientContext__Output {
  'language': (string);
  'timeZone': (string);
  'ip': (string);
}
