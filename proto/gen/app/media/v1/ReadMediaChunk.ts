// Original file: app/media/v1/media.proto


export interface ReadMediaChunk {
  'data'?: (Buffer | Uint8Array | string);
}

export interface ReadMediaChunk__Output {
  'data': (Buffer);
}
