// Original file: app/access/v1/access.proto


export interface ListReportsRequest {
}

export interface ListReportsRequest__Output {
}
