// Original file: app/access/v1/access.proto


export interface RequestChoicesLinkResponse {
  'choicesToken'?: (string);
}

export interface RequestChoicesLinkResponse__Output {
  'choicesToken': (string);
}
