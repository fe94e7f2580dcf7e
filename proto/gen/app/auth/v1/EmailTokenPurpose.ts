// Original file: app/auth/v1/auth.proto

export const EmailTokenPurpose = {
  EMAIL_TOKEN_PURPOSE_UNSPECIFIED: 'EMAIL_TOKEN_PURPOSE_UNSPECIFIED',
  verify_email: 'verify_email',
  reset_password: 'reset_password',
} as const;

export type EmailTokenPurpose =
  | 'EMAIL_TOKEN_PURPOSE_UNSPECIFIED'
  | 0
  | 'verify_email'
  | 1
  | 'reset_password'
  | 2

export type EmailTokenPurpose__Output = typeof EmailTokenPurpose[keyof typeof EmailTokenPurpose]
