// Original file: app/access/v1/access.proto


export interface DeleteByAccessResponse {
}

export interface DeleteByAccessResponse__Output {
}
