// Original file: app/auth/v1/auth.proto


export interface GetSmsCodeBudgetResponse {
  'spent'?: (number);
  'budget'?: (number);
}

export interface GetSmsCodeBudgetResponse__Output {
  'spent': (number);
  'budget': (number);
}
