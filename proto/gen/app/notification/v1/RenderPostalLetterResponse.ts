// Original file: app/notification/v1/notification.proto


export interface RenderPostalLetterResponse {
  'pdf'?: (Buffer | Uint8Array | string);
  'fileName'?: (string);
}

export interface RenderPostalLetterResponse__Output {
  'pdf': (Buffer);
  'fileName': (string);
}
