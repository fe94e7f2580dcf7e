// Original file: app/notification/v1/notification.proto


export interface CheckMailServerResponse {
  'ok'?: (boolean);
  'latencyMs'?: (number);
}

export interface CheckMailServerResponse__Output {
  'ok': (boolean);
  'latencyMs': (number);
}
