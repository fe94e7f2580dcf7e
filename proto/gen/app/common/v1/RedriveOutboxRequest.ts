// Original file: app/common/v1/event_admin.proto


export interface RedriveOutboxRequest {
  'since'?: (string);
}

export interface RedriveOutboxRequest__Output {
  'since': (string);
}
