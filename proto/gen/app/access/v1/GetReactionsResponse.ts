// Original file: app/access/v1/access.proto


export interface GetReactionsResponse {
  'reactions'?: ({[key: string]: string});
}

export interface GetReactionsResponse__Output {
  'reactions': ({[key: string]: string});
}
