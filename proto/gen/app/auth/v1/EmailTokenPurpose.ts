// Original file: app/auth/v1/auth.proto

export const EmailTokenPurpose = {
  EMAIL_TOKEN_PURPOSE_UNSPECIFIED: 'EMAIL_TOKEN_PURPOSE_UNSPECIFIED',
  verify_email: 'verify_email',
  reset_password: 'reset_password',
  verify_backup_email: 'verify_backup_email',
} as const;

export type EmailTokenPurpose =
  | 'EMAIL_TOKEN_PURPOSE_UNSPECIFIED'
  | 0
  | 'verify_email'
  | 1
  | 'reset_password'
  | 2
  | 'verify_backup_email'
  | 3

export type EmailTokenPurpose__Output = typeof EmailTokenPurpose[keyof typeof EmailTokenPurpose]
