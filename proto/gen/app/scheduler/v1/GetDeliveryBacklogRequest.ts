// Original file: app/scheduler/v1/scheduler.proto


export interface GetDeliveryBacklogRequest {
}

export interface GetDeliveryBacklogRequest__Output {
}
