// Original file: app/message/v1/message.proto


export interface SetRecipientChoicesRequest {
  'token'?: (string);
  'refuseSender'?: (boolean);
  'refuseAnonymous'?: (boolean);
  '_refuseSender'?: "refuseSender";
  '_refuseAnonymous'?: "refuseAnonymous";
}

export interface SetRecipientChoicesRequest__Output {
  'token': (string);
  'refuseSender'?: (boolean);
  'refuseAnonymous'?: (boolean);
  '_refuseSender'?: "refuseSender";
  '_refuseAnonymous'?: "refuseAnonymous";
}
