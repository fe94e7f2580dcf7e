// Original file: app/access/v1/access.proto


export interface MarkReadResponse {
}

export interface MarkReadResponse__Output {
}
