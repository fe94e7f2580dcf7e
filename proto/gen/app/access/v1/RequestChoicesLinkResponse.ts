// Original file: app/access/v1/access.proto


export interface RequestChoicesLinkResponse {
}

export interface RequestChoicesLinkResponse__Output {
}
