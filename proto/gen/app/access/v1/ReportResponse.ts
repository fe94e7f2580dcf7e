// Original file: app/access/v1/access.proto


export interface ReportResponse {
}

export interface ReportResponse__Output {
}
