// Original file: app/media/v1/media.proto


export interface DeleteMediaResponse {
}

export interface DeleteMediaResponse__Output {
}
