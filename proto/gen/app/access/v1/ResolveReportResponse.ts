// Original file: app/access/v1/access.proto


export interface ResolveReportResponse {
}

export interface ResolveReportResponse__Output {
}
