// Original file: app/common/v1/event_admin.proto


export interface RedriveOutboxResponse {
  'events'?: (number);
}

export interface RedriveOutboxResponse__Output {
  'events': (number);
}
