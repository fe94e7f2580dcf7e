// Original file: app/notification/v1/notification.proto


export interface CheckMailServerRequest {
}

export interface CheckMailServerRequest__Output {
}
